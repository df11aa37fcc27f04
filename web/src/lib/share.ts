export type ShareResult = 'shared' | 'copied' | 'cancelled';

/**
 * Opens the phone's share sheet when there is one, else copies the link to the clipboard.
 * Closing the share sheet is 'cancelled', not an error; a refused clipboard throws.
 */
export async function shareOrCopy(data: { title: string; text?: string; url: string }): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Some desktop browsers expose share() but refuse it: fall back to copying.
    }
  }
  await navigator.clipboard.writeText(data.url);
  return 'copied';
}

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';
export const COPY_FAILED_MESSAGE = 'Could not copy the link. Please copy it from the address bar.';

// The short description a post's card shows (listings, requests, roommate posts).

/** How long a card's description preview is at most, its ellipsis included (document 1: 100 characters). */
export const PREVIEW_LENGTH = 100;

/**
 * The description as a card previews it: whole when it fits in `max` characters; otherwise cut at
 * the last word boundary that leaves room for the ellipsis, without the spaces and punctuation
 * before the cut, and ended with '…'. A single word longer than that is cut where it must be.
 */
export function previewOf(text: string, max: number = PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  let head = text.slice(0, max - 1);
  // Unless the cut falls right before a space, go back to the last space before it.
  if (!/\s/.test(text.charAt(max - 1))) {
    const lastSpace = head.search(/\s\S*$/);
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  // Never half of a character outside the basic plane (an emoji).
  if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
  const trimmed = head.replace(/[\s,;:.\-–—]+$/u, '');
  return `${trimmed || head}…`;
}

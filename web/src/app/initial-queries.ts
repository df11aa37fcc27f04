import type { QueryClient } from '@tanstack/react-query';

/** The id of the script element in which the server sends answers it already knows (JSON). */
export const INITIAL_QUERIES_ID = 'initial-queries';

/**
 * Seeds the cache with what the server sent beside the page's markup (a detail page's listing, as a
 * visitor sees it), so the first render shows the same page the markup does. Marked stale: the
 * query is asked again at once, and a signed-in student (the owner, say) gets their own view.
 */
export function seedInitialQueries(queryClient: QueryClient, doc: Document = document) {
  const element = doc.getElementById(INITIAL_QUERIES_ID);
  if (!element?.textContent) return;
  try {
    const entries = JSON.parse(element.textContent) as [readonly unknown[], unknown][];
    for (const [queryKey, data] of entries) queryClient.setQueryData(queryKey, data, { updatedAt: 0 });
  } catch {
    // Unreadable: the page asks for its data as usual.
  }
}

import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/** One cached page of a `…/mine` list: the rest of the page (counts, page size) is kept as it is. */
export interface OwnPage {
  items: Array<{ _id: string }>;
  total: number;
}

/** How one kind of post sits in the cache of its owner's lists. */
export interface OwnLists<TPage extends OwnPage> {
  /** The key every own list of this kind starts with (its params follow). */
  queryKey: QueryKey;
  /** The status filter that lists only unmarked posts; it is also the server's default. */
  activeStatus: string;
  /** What marking changes on a card (sold, fulfilled, inactive). */
  marked: Partial<TPage['items'][number]>;
}

/** Marks every read under `prefix` (browse pages, own lists, details) stale, refetching those on screen. */
export function useRefreshUnder(prefix: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey: [first] }) => typeof first === 'string' && first.startsWith(prefix),
      }),
    [queryClient, prefix],
  );
}

/**
 * Edits the cached pages of one's own lists at once, so a card changes before the refetch lands:
 * a deleted post leaves every list; a marked one leaves the lists of unmarked posts and shows as
 * marked in the others.
 */
export function updateOwnPages<TPage extends OwnPage>(
  queryClient: QueryClient,
  lists: OwnLists<TPage>,
  id: string,
  change: 'deleted' | 'marked',
) {
  for (const [key, data] of queryClient.getQueriesData<TPage>({ queryKey: lists.queryKey })) {
    if (!data || !data.items.some((item) => item._id === id)) continue;
    const params = key[1] as { status?: string } | undefined;
    const drop = change === 'deleted' || (params?.status ?? lists.activeStatus) === lists.activeStatus;
    queryClient.setQueryData<TPage>(
      key,
      drop
        ? { ...data, items: data.items.filter((item) => item._id !== id), total: Math.max(0, data.total - 1) }
        : { ...data, items: data.items.map((item) => (item._id === id ? { ...item, ...lists.marked } : item)) },
    );
  }
}

import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import {
  getGetRoommatePostQueryKey,
  getListMyRoommatePostsQueryKey,
  useDeleteRoommatePost,
  useUpdateRoommatePost,
} from '../../api/generated/roommates/roommates';
import type { ListMyRoommatePostsParams, RoommatePage, RoommatePost } from '../../api/generated/model';
import { LISTING_MESSAGES, type ActionCallbacks } from '../listings/listing-actions';

/** The spec's words for the roommate finder (document 2, sections 2.3, 2.4 and 8). */
export const ROOMMATE_MESSAGES = {
  empty: 'No roommate requests match your filters.',
  loadFailed: 'Failed to load roommate requests. Please try again.',
  notFound: 'Roommate request not found',
  detailFailed: 'Failed to load the roommate request. Please try again.',
  posted: 'Roommate request posted!',
  postFailed: 'Failed to post. Please try again.',
  markedInactive: 'Request marked as inactive!',
  markInactiveFailed: 'Failed to mark as inactive',
  noWhatsapp: "Poster hasn't provided a WhatsApp number",
  loadMineFailed: 'Failed to load your roommate posts',
  // The profile's delete speaks of listings for every kind of post (document 1, section 8: Profile).
  deleted: LISTING_MESSAGES.deleted,
  deleteFailed: LISTING_MESSAGES.deleteFailed,
} as const;

/** Every roommate read: the browse grid, own posts, details. */
const isRoommatesQuery = (query: Query) => {
  const [first] = query.queryKey;
  return typeof first === 'string' && first.startsWith('/api/roommates');
};

/** Marks every roommate read stale (and refetches the ones on screen). */
export function useRefreshRoommates(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isRoommatesQuery }), [queryClient]);
}

/**
 * Updates the cached pages of one's own posts at once: a deleted post leaves every list; an
 * inactive one leaves the lists of active posts and shows as inactive in the others.
 */
function updateOwnLists(queryClient: QueryClient, id: string, change: 'deleted' | 'inactive') {
  for (const [key, data] of queryClient.getQueriesData<RoommatePage>({ queryKey: getListMyRoommatePostsQueryKey() })) {
    if (!data || !data.items.some((item) => item._id === id)) continue;
    const params = key[1] as ListMyRoommatePostsParams | undefined;
    const drop = change === 'deleted' || (params?.status ?? 'active') === 'active';
    queryClient.setQueryData<RoommatePage>(
      key,
      drop
        ? { ...data, items: data.items.filter((item) => item._id !== id), total: Math.max(0, data.total - 1) }
        : { ...data, items: data.items.map((item) => (item._id === id ? { ...item, isActive: false } : item)) },
    );
  }
}

/**
 * Marks one's own roommate post inactive (isActive false), after the caller's confirmation. The
 * lists change only once the server agreed: on failure the item stays.
 */
export function useMarkInactive() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRoommates();
  const mutation = useUpdateRoommatePost();
  const markInactive = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id, data: { isActive: false } },
      {
        onSuccess: (post: RoommatePost) => {
          queryClient.setQueryData(getGetRoommatePostQueryKey(id), post);
          updateOwnLists(queryClient, id, 'inactive');
          callbacks.onSuccess?.();
          toast.success(ROOMMATE_MESSAGES.markedInactive);
          void refresh();
        },
        onError: () => toast.error(ROOMMATE_MESSAGES.markInactiveFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { markInactive, isPending: mutation.isPending };
}

/** Deletes one's own roommate post, after the caller's confirmation. */
export function useRemoveRoommatePost() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRoommates();
  const mutation = useDeleteRoommatePost();
  const remove = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id },
      {
        onSuccess: () => {
          callbacks.onSuccess?.();
          updateOwnLists(queryClient, id, 'deleted');
          queryClient.removeQueries({ queryKey: getGetRoommatePostQueryKey(id), exact: true });
          toast.success(ROOMMATE_MESSAGES.deleted);
          void refresh();
        },
        onError: () => toast.error(ROOMMATE_MESSAGES.deleteFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { remove, isPending: mutation.isPending };
}

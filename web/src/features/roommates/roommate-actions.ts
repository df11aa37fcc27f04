import {
  getGetRoommatePostQueryKey,
  getListMyRoommatePostsQueryKey,
  useDeleteRoommatePost,
  useUpdateRoommatePost,
} from '@thriftz/client/generated/roommates/roommates';
import type { RoommatePage } from '@thriftz/client/generated/model';
import { useRefreshUnder } from '../../lib/posts/own-list-cache';
import { OWN_POST_DELETE_MESSAGES, useMarkOwnPost, useRemoveOwnPost, type OwnPostKind } from '../../lib/posts/own-post-actions';

/** The spec's words for the roommate finder (document 2, sections 2.3, 2.4 and 8). */
export const ROOMMATE_MESSAGES = {
  empty: 'No roommate requests match your filters.',
  loadFailed: 'Failed to load roommate requests. Please try again.',
  notFound: 'Roommate request not found',
  detailFailed: 'Failed to load the roommate request. Please try again.',
  posted: 'Roommate request posted!',
  postFailed: 'Failed to post. Please try again.',
  updated: 'Roommate request updated!',
  updateFailed: 'Failed to update. Please try again.',
  notYours: 'You can only change your own roommate requests.',
  markedInactive: 'Request marked as inactive!',
  markInactiveFailed: 'Failed to mark as inactive',
  noWhatsapp: "Poster hasn't provided a WhatsApp number",
  loadMineFailed: 'Failed to load your roommate posts',
  deleted: OWN_POST_DELETE_MESSAGES.deleted,
  deleteFailed: OWN_POST_DELETE_MESSAGES.deleteFailed,
} as const;

const ROOMMATES_PREFIX = '/api/roommates';

/** Inactive is the one change a poster makes: the body of the call, and what it changes on a cached card. */
const INACTIVE = { isActive: false } as const;

const ROOMMATE_POSTS: OwnPostKind<RoommatePage> = {
  prefix: ROOMMATES_PREFIX,
  lists: { queryKey: getListMyRoommatePostsQueryKey(), activeStatus: 'active', marked: INACTIVE },
  detailKey: getGetRoommatePostQueryKey,
  toasts: {
    marked: ROOMMATE_MESSAGES.markedInactive,
    markFailed: ROOMMATE_MESSAGES.markInactiveFailed,
    deleted: ROOMMATE_MESSAGES.deleted,
    deleteFailed: ROOMMATE_MESSAGES.deleteFailed,
  },
};

/** Marks every roommate read stale: the browse grid, own posts, details. */
export function useRefreshRoommates(): () => Promise<void> {
  return useRefreshUnder(ROOMMATES_PREFIX);
}

/** Marks one's own roommate post inactive, after the caller's confirmation. */
export function useMarkInactive() {
  const { mark, ...state } = useMarkOwnPost(useUpdateRoommatePost(), ROOMMATE_POSTS, INACTIVE);
  return { markInactive: mark, ...state };
}

/** Deletes one's own roommate post, after the caller's confirmation. */
export function useRemoveRoommatePost() {
  return useRemoveOwnPost(useDeleteRoommatePost(), ROOMMATE_POSTS);
}

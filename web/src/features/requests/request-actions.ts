import {
  getGetRequestQueryKey,
  getListMyRequestsQueryKey,
  useDeleteRequest,
  useUpdateRequest,
} from '@thriftz/client/generated/requests/requests';
import type { RequestPage } from '@thriftz/client/generated/model';
import { useRefreshUnder } from '../../lib/posts/own-list-cache';
import { OWN_POST_DELETE_MESSAGES, useMarkOwnPost, useRemoveOwnPost, type OwnPostKind } from '../../lib/posts/own-post-actions';

/** The spec's words for requests (document 1 section 8, document 2 section 8). */
export const REQUEST_MESSAGES = {
  created: 'Request created successfully!',
  createFailed: 'Failed to create request',
  updated: 'Request updated successfully!',
  updateFailed: 'Failed to update request',
  notYours: 'You can only change your own requests.',
  loginToCreate: 'Please login to create request',
  loadFailed: 'Failed to load requests. Please try again.',
  loadMineFailed: 'Failed to load your requests',
  markedFulfilled: 'Request marked as fulfilled!',
  markFulfilledFailed: 'Failed to mark as fulfilled',
  notFound: 'Request not found',
  detailFailed: 'Failed to load request details.',
  noWhatsapp: "Requester hasn't provided a WhatsApp number",
  deleted: OWN_POST_DELETE_MESSAGES.deleted,
  deleteFailed: OWN_POST_DELETE_MESSAGES.deleteFailed,
} as const;

const REQUESTS_PREFIX = '/api/requests';

/** Fulfilled is the one change a requester makes: the body of the call, and what it changes on a cached card. */
const FULFILLED = { isActive: false } as const;

const REQUEST_POSTS: OwnPostKind<RequestPage> = {
  prefix: REQUESTS_PREFIX,
  lists: { queryKey: getListMyRequestsQueryKey(), activeStatus: 'active', marked: FULFILLED },
  detailKey: getGetRequestQueryKey,
  toasts: {
    marked: REQUEST_MESSAGES.markedFulfilled,
    markFailed: REQUEST_MESSAGES.markFulfilledFailed,
    deleted: REQUEST_MESSAGES.deleted,
    deleteFailed: REQUEST_MESSAGES.deleteFailed,
  },
};

/** Marks every requests read stale: the browse grid, own requests, details. */
export function useRefreshRequests(): () => Promise<void> {
  return useRefreshUnder(REQUESTS_PREFIX);
}

/** Marks one's own request fulfilled, after the caller's confirmation. */
export function useMarkFulfilled() {
  const { mark, ...state } = useMarkOwnPost(useUpdateRequest(), REQUEST_POSTS, FULFILLED);
  return { markFulfilled: mark, ...state };
}

/** Deletes one's own request, after the caller's confirmation. */
export function useRemoveRequest() {
  return useRemoveOwnPost(useDeleteRequest(), REQUEST_POSTS);
}

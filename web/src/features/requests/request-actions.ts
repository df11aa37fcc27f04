import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import {
  getGetRequestQueryKey,
  getListMyRequestsQueryKey,
  useDeleteRequest,
  useUpdateRequest,
} from '../../api/generated/requests/requests';
import type { ListMyRequestsParams, Request, RequestPage } from '../../api/generated/model';
import { LISTING_MESSAGES, type ActionCallbacks } from '../listings/listing-actions';

/** The spec's words for requests (document 1 section 8, document 2 section 8). */
export const REQUEST_MESSAGES = {
  created: 'Request created successfully!',
  createFailed: 'Failed to create request',
  loginToCreate: 'Please login to create request',
  loadFailed: 'Failed to load requests. Please try again.',
  loadMineFailed: 'Failed to load your requests',
  markedFulfilled: 'Request marked as fulfilled!',
  markFulfilledFailed: 'Failed to mark as fulfilled',
  notFound: 'Request not found',
  detailFailed: 'Failed to load request details.',
  noWhatsapp: "Requester hasn't provided a WhatsApp number",
  // The profile's delete speaks of listings for every kind of post (document 1, section 8: Profile).
  deleted: LISTING_MESSAGES.deleted,
  deleteFailed: LISTING_MESSAGES.deleteFailed,
} as const;

/** Every requests read: the browse grid, own requests, details. */
const isRequestsQuery = (query: Query) => {
  const [first] = query.queryKey;
  return typeof first === 'string' && first.startsWith('/api/requests');
};

/** Marks every requests read stale (and refetches the ones on screen). */
export function useRefreshRequests(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isRequestsQuery }), [queryClient]);
}

/**
 * Updates the cached pages of one's own requests at once: a deleted request leaves every list; a
 * fulfilled one leaves the lists of active requests and shows as fulfilled in the others.
 */
function updateOwnLists(queryClient: QueryClient, id: string, change: 'deleted' | 'fulfilled') {
  for (const [key, data] of queryClient.getQueriesData<RequestPage>({ queryKey: getListMyRequestsQueryKey() })) {
    if (!data || !data.items.some((item) => item._id === id)) continue;
    const params = key[1] as ListMyRequestsParams | undefined;
    const drop = change === 'deleted' || (params?.status ?? 'active') === 'active';
    queryClient.setQueryData<RequestPage>(
      key,
      drop
        ? { ...data, items: data.items.filter((item) => item._id !== id), total: Math.max(0, data.total - 1) }
        : { ...data, items: data.items.map((item) => (item._id === id ? { ...item, isActive: false } : item)) },
    );
  }
}

/**
 * Marks one's own request fulfilled (isActive false), after the caller's confirmation. The lists
 * change only once the server agreed: on failure the item stays.
 */
export function useMarkFulfilled() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRequests();
  const mutation = useUpdateRequest();
  const markFulfilled = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id, data: { isActive: false } },
      {
        onSuccess: (request: Request) => {
          queryClient.setQueryData(getGetRequestQueryKey(id), request);
          updateOwnLists(queryClient, id, 'fulfilled');
          callbacks.onSuccess?.();
          toast.success(REQUEST_MESSAGES.markedFulfilled);
          void refresh();
        },
        onError: () => toast.error(REQUEST_MESSAGES.markFulfilledFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { markFulfilled, isPending: mutation.isPending };
}

/** Deletes one's own request, after the caller's confirmation. */
export function useRemoveRequest() {
  const queryClient = useQueryClient();
  const refresh = useRefreshRequests();
  const mutation = useDeleteRequest();
  const remove = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id },
      {
        onSuccess: () => {
          callbacks.onSuccess?.();
          updateOwnLists(queryClient, id, 'deleted');
          queryClient.removeQueries({ queryKey: getGetRequestQueryKey(id), exact: true });
          toast.success(REQUEST_MESSAGES.deleted);
          void refresh();
        },
        onError: () => toast.error(REQUEST_MESSAGES.deleteFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { remove, isPending: mutation.isPending };
}

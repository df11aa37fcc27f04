import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import {
  getGetListingQueryKey,
  getListMyListingsQueryKey,
  useDeleteListing,
  useUpdateListing,
} from '../../api/generated/listings/listings';
import type { Listing, ListMyListings200, ListMyListingsParams } from '../../api/generated/model';

/** The spec's words for listing actions (document 1, section 8). */
export const LISTING_MESSAGES = {
  created: 'Listing created successfully!',
  createFailed: 'Failed to create listing',
  noQuota: 'No available listings. Please upgrade your plan to create more listings!',
  deleted: 'Listing deleted successfully!',
  deleteFailed: 'Failed to delete listing',
  markedSold: 'Listing marked as sold!',
  markSoldFailed: 'Failed to mark as sold',
  loadMineFailed: 'Failed to load your listings',
  notFound: 'Product not found',
  noWhatsapp: "Seller hasn't provided a WhatsApp number",
} as const;

/** Every listings read: browse pages, own listings, hot deals, price bounds, details. */
const isListingsQuery = (query: Query) => {
  const [first] = query.queryKey;
  return typeof first === 'string' && first.startsWith('/api/listings');
};

/** Marks every listings read stale (and refetches the ones on screen). */
export function useRefreshListings(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ predicate: isListingsQuery }), [queryClient]);
}

/**
 * Updates the cached pages of one's own listings at once: a deleted listing leaves every list; a
 * sold one leaves the lists of available listings and shows as sold in the others.
 */
function updateOwnLists(queryClient: QueryClient, id: string, change: 'deleted' | 'sold') {
  for (const [key, data] of queryClient.getQueriesData<ListMyListings200>({ queryKey: getListMyListingsQueryKey() })) {
    if (!data || !data.items.some((item) => item._id === id)) continue;
    const params = key[1] as ListMyListingsParams | undefined;
    const drop = change === 'deleted' || (params?.status ?? 'available') === 'available';
    queryClient.setQueryData<ListMyListings200>(
      key,
      drop
        ? { ...data, items: data.items.filter((item) => item._id !== id), total: Math.max(0, data.total - 1) }
        : { ...data, items: data.items.map((item) => (item._id === id ? { ...item, isAvailable: false } : item)) },
    );
  }
}

export interface ActionCallbacks {
  /** Runs only when the server agreed. */
  onSuccess?: () => void;
  /** Runs after success or failure (close the confirmation). */
  onSettled?: () => void;
}

/**
 * Marks one's own listing sold (isAvailable false), after the caller's confirmation. The toast says
 * how it went; the cached lists change only once the server agreed.
 */
export function useMarkSold() {
  const queryClient = useQueryClient();
  const refresh = useRefreshListings();
  const mutation = useUpdateListing();
  const markSold = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id, data: { isAvailable: false } },
      {
        onSuccess: (listing: Listing) => {
          queryClient.setQueryData(getGetListingQueryKey(id), listing);
          updateOwnLists(queryClient, id, 'sold');
          callbacks.onSuccess?.();
          toast.success(LISTING_MESSAGES.markedSold);
          void refresh();
        },
        onError: () => toast.error(LISTING_MESSAGES.markSoldFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { markSold, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}

/** Deletes one's own listing, after the caller's confirmation. */
export function useRemoveListing() {
  const queryClient = useQueryClient();
  const refresh = useRefreshListings();
  const mutation = useDeleteListing();
  const remove = (id: string, callbacks: ActionCallbacks = {}) =>
    mutation.mutate(
      { id },
      {
        onSuccess: () => {
          callbacks.onSuccess?.();
          updateOwnLists(queryClient, id, 'deleted');
          queryClient.removeQueries({ queryKey: getGetListingQueryKey(id), exact: true });
          toast.success(LISTING_MESSAGES.deleted);
          void refresh();
        },
        onError: () => toast.error(LISTING_MESSAGES.deleteFailed),
        onSettled: () => callbacks.onSettled?.(),
      },
    );
  return { remove, isPending: mutation.isPending, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}

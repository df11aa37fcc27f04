import {
  getGetListingQueryKey,
  getListMyListingsQueryKey,
  useDeleteListing,
  useUpdateListing,
} from '@thriftz/client/generated/listings/listings';
import type { Listing, ListMyListings200 } from '@thriftz/client/generated/model';
import { useRefreshUnder } from '../../lib/posts/own-list-cache';
import { OWN_POST_DELETE_MESSAGES, useMarkOwnPost, useRemoveOwnPost, type OwnPostKind } from '../../lib/posts/own-post-actions';

/** The spec's words for listing actions (document 1, section 8). */
export const LISTING_MESSAGES = {
  created: 'Listing created successfully!',
  createFailed: 'Failed to create listing',
  updated: 'Listing updated successfully!',
  updateFailed: 'Failed to update listing',
  notYours: 'You can only change your own listings.',
  noQuota: 'No available listings. Please upgrade your plan to create more listings!',
  deleted: OWN_POST_DELETE_MESSAGES.deleted,
  deleteFailed: OWN_POST_DELETE_MESSAGES.deleteFailed,
  markedSold: 'Listing marked as sold!',
  // A lend listing is not sold: the same call makes it unavailable (the spec has no words of its own).
  markedUnavailable: 'Listing marked as unavailable.',
  markSoldFailed: 'Failed to mark as sold',
  loadMineFailed: 'Failed to load your listings',
  notFound: 'Product not found',
  noWhatsapp: "Seller hasn't provided a WhatsApp number",
} as const;

const LISTINGS_PREFIX = '/api/listings';

/** Sold is the one change a seller makes: the body of the call, and what it changes on a cached card. */
const SOLD = { isAvailable: false } as const;

const LISTING_POSTS: OwnPostKind<ListMyListings200, Listing> = {
  prefix: LISTINGS_PREFIX,
  lists: { queryKey: getListMyListingsQueryKey(), activeStatus: 'available', marked: SOLD },
  detailKey: getGetListingQueryKey,
  toasts: {
    marked: (listing) => (listing.listingType === 'lend' ? LISTING_MESSAGES.markedUnavailable : LISTING_MESSAGES.markedSold),
    markFailed: LISTING_MESSAGES.markSoldFailed,
    deleted: LISTING_MESSAGES.deleted,
    deleteFailed: LISTING_MESSAGES.deleteFailed,
  },
};

/** Marks every listings read stale: browse pages, own listings, hot deals, price bounds, details. */
export function useRefreshListings(): () => Promise<void> {
  return useRefreshUnder(LISTINGS_PREFIX);
}

/** Marks one's own listing sold, after the caller's confirmation. */
export function useMarkSold() {
  const { mark, ...state } = useMarkOwnPost(useUpdateListing(), LISTING_POSTS, SOLD);
  return { markSold: mark, ...state };
}

/** Deletes one's own listing, after the caller's confirmation. */
export function useRemoveListing() {
  return useRemoveOwnPost(useDeleteListing(), LISTING_POSTS);
}

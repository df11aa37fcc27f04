import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { existingListingIds, findListingCards } from '../listings/index.js';
import { existingRequestIds, findRequestCards } from '../requests/index.js';
import * as repo from './wishlist.repository.js';

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** The student's wishlist: the ids of each kind that still exist (asked of their modules), in the order added. */
export async function getWishlist(db: Db, userId: string): Promise<Schemas['Wishlist']> {
  const { productIds, requestIds } = await repo.findIds(db, userId);
  const [listings, requests] = await Promise.all([existingListingIds(db, productIds), existingRequestIds(db, requestIds)]);
  const [isListing, isRequest] = [new Set(listings), new Set(requests)];
  return { productIds: productIds.filter((id) => isListing.has(id)), requestIds: requestIds.filter((id) => isRequest.has(id)) };
}

/**
 * Replaces the student's wishlist with the given ids (the web app sends the union of the browser's
 * list and the account's at log-in, and the whole list after each toggle). Duplicates count once;
 * ids of listings or requests that do not exist are dropped.
 */
export async function replaceWishlist(db: Db, userId: string, input: { productIds: string[]; requestIds: string[] }) {
  const productIds = unique(input.productIds);
  const requestIds = unique(input.requestIds);
  await db.transaction(async (trx) => {
    await repo.lockOwner(trx, userId);
    const [listings, requests] = await Promise.all([existingListingIds(trx, productIds), existingRequestIds(trx, requestIds)]);
    const [isListing, isRequest] = [new Set(listings), new Set(requests)];
    await repo.replaceIds(trx, userId, 'product', productIds.filter((id) => isListing.has(id)));
    await repo.replaceIds(trx, userId, 'request', requestIds.filter((id) => isRequest.has(id)));
  });
  return getWishlist(db, userId);
}

/** Cards for wishlisted ids, anyone's (visitors keep theirs in the browser): one query per kind. */
export async function listWishlistItems(db: Db, productIds: string[], requestIds: string[]): Promise<Schemas['WishlistItems']> {
  const [products, requests] = await Promise.all([findListingCards(db, unique(productIds)), findRequestCards(db, unique(requestIds))]);
  return { products, requests };
}

import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { toImage } from '../images/index.js';
import { findBoostableListing, setListingBoosted, type BoostableListing } from '../listings/index.js';
import { consumeAdCredit, grantExtraAds } from '../subscriptions/index.js';
import {
  deleteBoost,
  expireDueBoosts,
  findBoost,
  findBoostOfPurchase,
  insertBoost,
  listSellerBoosts,
  lockBoost,
  type BoostRow,
  type BoostType,
} from './boosts.repository.js';

export const ALREADY_BOOSTED = 'This product is already boosted';
export const BOOST_NOT_FOUND = 'Boost not found';

export function toBoost(row: BoostRow): Schemas['Boost'] {
  return {
    _id: row.id,
    product: { _id: row.listingId, title: row.title, slug: row.slug, image: row.firstImageId ? toImage(row.firstImageId).cardUrl : null },
    seller: { _id: row.sellerId },
    status: row.status,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    amount: Number(row.amount),
    boostType: row.boostType,
    razorpayPaymentId: row.razorpayPaymentId,
  };
}

/** Why this listing cannot be boosted by this student now, as the problem to answer; undefined when it can. */
function refusal(listing: BoostableListing | undefined, userId: string) {
  if (!listing) return notFound('Product not found');
  if (listing.sellerId !== userId) return forbidden('You can only boost your own listings.', 'not-owner');
  if (!listing.isAvailable || listing.expiresAt <= new Date()) return conflict('Only a live listing can be boosted.', 'listing-not-live');
  if (listing.isBoosted) return conflict(ALREADY_BOOSTED, 'already-boosted');
  return undefined;
}

/** The listing a paid boost would be for, checked before any money moves. */
export async function describeBoostPurchase(db: Db, userId: string, listingId: string | undefined) {
  if (!listingId) throw notFound('Product not found');
  const listing = await findBoostableListing(db, listingId);
  const problem = refusal(listing, userId);
  if (problem) throw problem;
  return { listingId, title: listing!.title };
}

const isLiveBoostClash = (err: unknown) =>
  (err as { code?: string; constraint?: string }).code === '23505' &&
  (err as { constraint?: string }).constraint === 'boosts_live_listing_key';

async function startBoost(
  trx: Db,
  listing: BoostableListing,
  hours: number,
  boost: { amount: number; boostType: BoostType; purchaseId?: string; razorpayPaymentId?: string },
): Promise<string> {
  const id = await insertBoost(trx, {
    listingId: listing.id,
    sellerId: listing.sellerId,
    endTime: new Date(Date.now() + hours * 60 * 60 * 1000),
    ...boost,
  });
  await setListingBoosted(trx, listing.id, true);
  return id;
}

/**
 * POST /api/boosts: a boost paid with an ad credit (extras first, then the plan's), spent in the
 * same transaction, with the listing locked so two boosts of it cannot both start.
 */
export async function boostWithCredit(db: Db, user: SessionUser, listingId: string, hours: number): Promise<Schemas['Boost']> {
  const id = await db
    .transaction(async (trx) => {
      const listing = await findBoostableListing(trx, listingId, true);
      const problem = refusal(listing, user.id);
      if (problem) throw problem;
      const boostType = await consumeAdCredit(trx, user.id);
      return startBoost(trx, listing!, hours, { amount: 0, boostType });
    })
    .catch((err: unknown) => {
      throw isLiveBoostClash(err) ? conflict(ALREADY_BOOSTED, 'already-boosted') : err;
    });
  return toBoost((await findBoost(db, id))!);
}

/**
 * A paid boost's fulfilment, inside the payment's transaction. If the listing can no longer be
 * boosted (sold, deleted, expired or boosted meanwhile), the money is not lost: the payment
 * becomes an extra ad for the next boost.
 */
export async function grantPaidBoost(
  trx: Db,
  paid: { userId: string; listingId: string | null; purchaseId: string; paymentId: string; amount: number },
  hours: number,
): Promise<{ boostId: string } | { extraAds: number; note: string }> {
  const listing = paid.listingId ? await findBoostableListing(trx, paid.listingId, true) : undefined;
  if (!refusal(listing, paid.userId)) {
    const boostId = await startBoost(trx, listing!, hours, {
      amount: paid.amount,
      boostType: 'paid_boost',
      purchaseId: paid.purchaseId,
      razorpayPaymentId: paid.paymentId,
    });
    return { boostId };
  }
  await grantExtraAds(trx, paid.userId, 1);
  return { extraAds: 1, note: 'The listing could no longer be boosted, so the payment became an extra ad.' };
}

/** Whether the id is a boost's (the content layer dispatches deletes by id). */
export const isBoost = async (db: Db, id: string) => Boolean(await findBoost(db, id));

export async function getBoostOfPurchase(db: Db, purchaseId: string) {
  const row = await findBoostOfPurchase(db, purchaseId);
  return row && toBoost(row);
}

export async function listMyBoosts(db: Db, user: SessionUser, page: number, pageSize: number) {
  const { items, total } = await listSellerBoosts(db, user.id, page, pageSize);
  return { items: items.map(toBoost), total, page, pageSize };
}

/** Ends one's boost early: the record goes, the listing is no longer boosted, the ad is not given back. */
export async function removeBoost(db: Db, user: SessionUser, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const boost = await lockBoost(trx, id);
    if (!boost) throw notFound(BOOST_NOT_FOUND);
    if (boost.sellerId !== user.id) throw forbidden('You can only remove your own boosts.', 'not-owner');
    await deleteBoost(trx, id);
    if (boost.status === 'active') await setListingBoosted(trx, boost.listingId, false);
  });
}

/** Every boost past its 24 hours ends and its listing leaves the boosted places; answers how many. */
export async function expireBoosts(trx: Db): Promise<number> {
  const listingIds = await expireDueBoosts(trx);
  if (listingIds.length) await setListingBoosted(trx, listingIds, false);
  return listingIds.length;
}

// The "Who bought it?" step of marking a listing sold: the seller names the buyer among the
// students who chatted with them about it, which opens the 14-day window for both to rate.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { notify } from '../alerts/index.js';
import { findListingSeller, markSold, PRODUCT_NOT_FOUND } from '../listings/index.js';
import { findUserById } from '../users/index.js';
import * as repo from './reviews.repository.js';

export const saleMessages = {
  notYours: 'You can only change your own listings.',
  notACandidate: 'Choose someone who chatted with you about this listing.',
  alreadyNamed: 'You already said who bought this listing.',
  notForSale: 'Only a listing for sale has a buyer.',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the seller learns who chatted with them about their listing. */
async function assertSeller(db: Db, user: SessionUser, listingId: string) {
  const listing = await findListingSeller(db, listingId);
  if (!listing) throw notFound(PRODUCT_NOT_FOUND);
  if (listing.sellerId !== user.id) throw forbidden(saleMessages.notYours);
}

export async function listBuyerCandidates(db: Db, user: SessionUser, listingId: string): Promise<Schemas['BuyerCandidateList']> {
  await assertSeller(db, user, listingId);
  const rows = await repo.buyerCandidates(db, listingId, user.id);
  return { items: rows.map((r) => ({ id: r.id, fullName: r.fullName, profileImage: r.profileImage, lastMessageAt: r.lastMessageAt?.toISOString() ?? null })) };
}

/**
 * Marks the listing sold (the listings module's own rule and words) and, with a buyer, records
 * the deal and tells the buyer. The sold mark's UPDATE locks the listing's row, so two answers for
 * the same listing run one after the other and the second finds the first's deal (409); the
 * UNIQUE listing_id backs that up.
 */
export async function recordSale(db: Db, user: SessionUser, listingId: string, buyerId: string | null): Promise<Schemas['SaleRecorded']> {
  return db.transaction(async (trx) => {
    await markSold(trx, user, listingId);
    if (await repo.findDealOfListing(trx, listingId)) throw conflict(saleMessages.alreadyNamed, 'buyer-already-named');
    if (buyerId === null) return { listingId, buyer: null, reviewableUntil: null };
    const listing = (await repo.lockListingForSale(trx, listingId))!;
    // A lend listing is marked unavailable, not sold: nobody bought it, so nobody rates.
    if (listing.listingType !== 'sell') throw conflict(saleMessages.notForSale, 'not-for-sale');
    if (buyerId === user.id || !(await repo.isBuyerCandidate(trx, listingId, user.id, buyerId))) {
      throw badRequest(saleMessages.notACandidate, 'invalid-input', [{ path: '/body/buyerId', message: saleMessages.notACandidate }]);
    }
    const buyer = (await findUserById(trx, buyerId))!;
    const deal = await repo.insertListingDeal(trx, { listingId, listingTitle: listing.title, sellerId: user.id, buyerId });
    const reviewableUntil = new Date(deal.createdAt.getTime() + repo.REVIEW_WINDOW_DAYS * DAY_MS);
    await notify(trx, {
      userId: buyerId,
      kind: 'review',
      title: 'Rate your purchase',
      body: `${user.fullName} marked "${listing.title}" sold to you. Rate them within ${repo.REVIEW_WINDOW_DAYS} days.`,
      link: '/reviews',
      dedupeKey: `deal:${deal.id}`,
    });
    return {
      listingId,
      buyer: { kind: 'user', id: buyer.id, name: buyer.fullName, profileImage: buyer.profileImage, slug: null },
      reviewableUntil: reviewableUntil.toISOString(),
    };
  });
}

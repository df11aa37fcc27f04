// Offers: the buyer's price for a sale listing and the reads of them. The answers (accept,
// decline, counter, withdraw, release) are in offer-answers.ts.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { rupees } from '../alerts/index.js';
import { createConversation } from '../chat/index.js';
import { findOfferableListing, PRODUCT_NOT_FOUND, type OfferableListing } from '../listings/index.js';
import { tellStep } from './offer-steps.js';
import * as repo from './offers.repository.js';

/** How long a waiting offer (or counter) may wait for its answer, and how long an accepted one reserves the listing. */
export const OFFER_HOURS = 48;
export const RESERVATION_HOURS = 48;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

export const OFFER_NOT_FOUND = 'Offer not found.';
export const WHOLE_RUPEES = 'Enter your offer in whole rupees, at least ₹1.';
export const overAsking = (price: number) => `Your offer cannot be more than the asking price (${rupees(price)}).`;
export const reservedForOther = () => conflict('This item is reserved for another buyer.', 'reserved');
export const soldAlready = () => conflict('This item has been sold.', 'sold');

export function toOffer(row: repo.OfferRow): Schemas['Offer'] {
  const waiting = row.status === 'open' || row.status === 'countered';
  return {
    _id: row.id,
    listingId: row.listingId,
    conversationId: row.conversationId,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    listingTitle: row.listingTitle,
    askingPrice: row.askingPrice,
    amount: row.amount,
    counterAmount: row.counterAmount,
    price: row.counterAmount ?? row.amount,
    // A waiting offer past its time is expired, whether or not a write has said so yet.
    status: waiting && row.expiresAt <= new Date() ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A price the contract's number type lets through but an offer cannot be: the message under the field. */
export function checkedAmount(amount: number, limit: number | null, overLimit: (limit: number) => string = overAsking): number {
  const field = (message: string) => badRequest(message, 'invalid-amount', [{ path: '/body/amount', message }]);
  if (!Number.isInteger(amount) || amount < 1) throw field(WHOLE_RUPEES);
  if (limit !== null && amount > limit) throw field(overLimit(limit));
  return amount;
}

/** Why this student cannot offer on this listing now, if anything (checked again under the row lock). */
function refusal(listing: OfferableListing | undefined, user: SessionUser): HttpProblem | undefined {
  if (!listing || listing.hidden || listing.expired) return notFound(PRODUCT_NOT_FOUND);
  if (listing.sellerId === user.id) return forbidden('You cannot make an offer on your own listing.', 'own-listing');
  if (listing.listingType !== 'sell') return conflict('Only items for sale take offers.', 'not-for-sale');
  if (listing.isAnonymous) return forbidden('This item was posted anonymously; use the other contact options.', 'anonymous-item');
  if (!listing.isAvailable) return soldAlready();
  if (listing.reservedFor === user.id) return conflict('This item is already reserved for you.', 'reserved');
  if (listing.reservedFor) return reservedForOther();
  return undefined;
}

/**
 * The buyer's offer: it opens (or finds) their chat with the seller, lands in it as a card and
 * tells the seller. The listing's row is locked while the offer is stored, so a reservation or a
 * sale that happens meanwhile is seen; the unique index keeps one waiting offer per buyer.
 */
export async function createOffer(db: Db, publicUrl: string, user: SessionUser, input: Schemas['CreateOfferInput']): Promise<Schemas['Offer']> {
  const before = await findOfferableListing(db, input.listingId);
  const refused = refusal(before, user);
  if (refused) throw refused;
  const amount = checkedAmount(input.amount, before!.price);
  const conversation = await createConversation(db, user, { participants: [user.id, before!.sellerId], productId: input.listingId, type: 'product' });

  const id = await db.transaction(async (trx) => {
    const listing = await findOfferableListing(trx, input.listingId, true);
    const late = refusal(listing, user);
    if (late) throw late;
    checkedAmount(amount, listing!.price);
    await repo.expireStale(trx, input.listingId, user.id);
    const offerId = await repo.insertOffer(trx, {
      listingId: input.listingId,
      conversationId: conversation.id,
      buyerId: user.id,
      sellerId: listing!.sellerId,
      amount,
      expiresAt: hoursFromNow(OFFER_HOURS),
    });
    if (!offerId) throw conflict('You already have an offer waiting on this item.', 'offer-waiting');
    await tellStep(trx, (await repo.findOffer(trx, offerId))!, 'made', user.id, publicUrl);
    return offerId;
  });
  return toOffer((await repo.findOffer(db, id))!);
}

export async function listOffers(db: Db, user: SessionUser, query: { conversationId?: string; listingId?: string; page: number; pageSize: number }): Promise<Schemas['OfferPage']> {
  const { conversationId, listingId, page, pageSize } = query;
  if ((conversationId === undefined) === (listingId === undefined)) {
    throw badRequest('Give either conversationId or listingId.', 'invalid-input');
  }
  const { rows, total } = await repo.listOffers(db, { userId: user.id, ...(conversationId ? { conversationId } : { listingId: listingId! }) }, page, pageSize);
  return { items: rows.map(toOffer), total, page, pageSize };
}

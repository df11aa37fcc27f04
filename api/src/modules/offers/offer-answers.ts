// The answers to an offer: accept, decline, counter, withdraw, release. Each runs in one
// transaction that locks the listing's row and then the offer's, always in that order: two
// answers at once (two accepts of one offer, accepts of two offers on one listing) take turns,
// and the second sees what the first did.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { rupees } from '../alerts/index.js';
import { findOfferableListing, setListingReservation, type OfferableListing } from '../listings/index.js';
import { tellStep, type OfferStep } from './offer-steps.js';
import * as repo from './offers.repository.js';
import { checkedAmount, hoursFromNow, OFFER_HOURS, OFFER_NOT_FOUND, RESERVATION_HOURS, reservedForOther, soldAlready, toOffer } from './offers.service.js';

const closed = (detail = 'This offer can no longer be answered.') => conflict(detail, 'offer-closed');
const notYourTurn = () => forbidden('It is the other side’s turn to answer this offer.', 'not-your-turn');

interface Turn {
  user: SessionUser;
  offer: repo.OfferRow;
  /** As the reads show it: a waiting offer past its time is `expired`. */
  status: Schemas['OfferStatus'];
  listing: OfferableListing | undefined;
  trx: Db;
}

/** The step's rule and change, under the locks; answers the step to tell, or throws its refusal. */
type Rule = (turn: Turn) => Promise<OfferStep>;

/**
 * Runs `rule` for an offer the student takes part in (404 to anyone else, as for no offer), then
 * tells the other side, all in one transaction; answers the offer as it is then.
 */
async function answer(db: Db, publicUrl: string, user: SessionUser, id: string, rule: Rule): Promise<Schemas['Offer']> {
  const seen = await repo.findOffer(db, id);
  if (!seen || (seen.buyerId !== user.id && seen.sellerId !== user.id)) throw notFound(OFFER_NOT_FOUND);
  await db.transaction(async (trx) => {
    const listing = await findOfferableListing(trx, seen.listingId, true);
    const offer = await repo.findOffer(trx, id, true);
    if (!offer) throw notFound(OFFER_NOT_FOUND);
    const step = await rule({ user, offer, status: toOffer(offer).status, listing, trx });
    await tellStep(trx, (await repo.findOffer(trx, id))!, step, user.id, publicUrl);
  });
  return toOffer((await repo.findOffer(db, id))!);
}

/** Whose answer a waiting offer waits for: the seller's to the buyer's price, the buyer's to a counter. */
function assertTurn({ user, offer, status }: Turn) {
  if (status !== 'open' && status !== 'countered') throw closed();
  const turn = status === 'open' ? offer.sellerId : offer.buyerId;
  if (user.id !== turn) throw notYourTurn();
}

/** A conditional change that another step beat (it cannot under the locks, but the database has the last word). */
async function change(trx: Db, id: string, from: repo.OfferStatus[], to: repo.OfferChange) {
  if (!(await repo.changeOffer(trx, id, from, to))) throw closed();
}

export const acceptOffer = (db: Db, publicUrl: string, user: SessionUser, id: string) =>
  answer(db, publicUrl, user, id, async (turn) => {
    assertTurn(turn);
    const { listing, offer, trx } = turn;
    if (!listing || listing.hidden || listing.expired) throw closed('This item is no longer available.');
    if (!listing.isAvailable) throw soldAlready();
    if (listing.reservedFor) throw reservedForOther();
    const reservedUntil = hoursFromNow(RESERVATION_HOURS);
    await change(trx, offer.id, ['open', 'countered'], { status: 'accepted', reservedUntil });
    await setListingReservation(trx, offer.listingId, { buyerId: offer.buyerId, until: reservedUntil });
    return 'accepted';
  });

export const declineOffer = (db: Db, publicUrl: string, user: SessionUser, id: string) =>
  answer(db, publicUrl, user, id, async (turn) => {
    assertTurn(turn);
    await change(turn.trx, turn.offer.id, ['open', 'countered'], { status: 'declined' });
    return 'declined';
  });

export const counterOffer = (db: Db, publicUrl: string, user: SessionUser, id: string, amount: number) =>
  answer(db, publicUrl, user, id, async (turn) => {
    const { offer, trx } = turn;
    if (user.id !== offer.sellerId) throw forbidden('Only the seller can counter an offer.', 'not-your-turn');
    if (turn.status !== 'open') throw closed();
    checkedAmount(amount, offer.askingPrice, (price) => `Your counter cannot be more than your asking price (${rupees(price)}).`);
    if (amount <= offer.amount) {
      const message = `Your counter must be more than the buyer’s offer (${rupees(offer.amount)}).`;
      throw badRequest(message, 'invalid-amount', [{ path: '/body/amount', message }]);
    }
    await change(trx, offer.id, ['open'], { status: 'countered', counterAmount: amount, expiresAt: hoursFromNow(OFFER_HOURS) });
    return 'countered';
  });

export const withdrawOffer = (db: Db, publicUrl: string, user: SessionUser, id: string) =>
  answer(db, publicUrl, user, id, async (turn) => {
    if (user.id !== turn.offer.buyerId) throw forbidden('Only the buyer can withdraw an offer.', 'not-your-turn');
    if (turn.status !== 'open' && turn.status !== 'countered') throw closed();
    await change(turn.trx, turn.offer.id, ['open', 'countered'], { status: 'withdrawn' });
    return 'withdrawn';
  });

export const releaseOffer = (db: Db, publicUrl: string, user: SessionUser, id: string) =>
  answer(db, publicUrl, user, id, async (turn) => {
    const { offer, listing, trx } = turn;
    if (user.id !== offer.sellerId) throw forbidden('Only the seller can release a reservation.', 'not-your-turn');
    const running = offer.status === 'accepted' && offer.reservedUntil !== null && offer.reservedUntil > new Date();
    if (!running) throw closed('This reservation has already ended.');
    await change(trx, offer.id, ['accepted'], { status: 'released' });
    if (listing?.reservedFor === offer.buyerId) await setListingReservation(trx, offer.listingId, null);
    return 'released';
  });

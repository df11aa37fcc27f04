// What the offer screens say, in one place.
import type { Offer, OfferStatus } from '@thriftz/client/generated/model';
import { formatDateTime, formatRupees } from '../../lib/format';

export const rupees = (amount: number) => formatRupees(amount, { whole: true });

export const OFFER_WORDS = {
  sent: 'Offer sent to the seller',
  accepted: 'Offer accepted: the item is reserved for 48 hours',
  declined: 'Offer declined',
  countered: 'Counter-offer sent',
  withdrawn: 'Offer withdrawn',
  released: 'Reservation released',
  failed: 'Could not update the offer. Please try again.',
  wholeRupees: 'Enter your offer in whole rupees, at least ₹1.',
  loginToOffer: 'Please log in to make an offer.',
} as const;

/** The status as the card's chip says it, from the viewer's side. */
export function statusLabel(offer: Offer, me: string): string {
  const buyer = offer.buyerId === me;
  const labels: Record<OfferStatus, string> = {
    open: buyer ? 'Waiting for the seller' : 'Waiting for your answer',
    countered: buyer ? 'Waiting for your answer' : 'Waiting for the buyer',
    accepted: reservationRunning(offer) ? 'Accepted · reserved' : 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
    released: 'Reservation released',
  };
  return labels[offer.status];
}

export const reservationRunning = (offer: Offer) =>
  offer.status === 'accepted' && offer.reservedUntil !== null && new Date(offer.reservedUntil) > new Date();

/** The line under the price: the asking price, and until when the offer or the reservation runs. */
export function offerNote(offer: Offer): string {
  if (offer.status === 'open' || offer.status === 'countered') return `Asking ${rupees(offer.askingPrice)} · answer by ${formatDateTime(offer.expiresAt)}`;
  if (reservationRunning(offer)) return `Reserved for the buyer until ${formatDateTime(offer.reservedUntil!)}`;
  return `Asking ${rupees(offer.askingPrice)}`;
}

/** A price typed in the box: whole rupees from 1 to `max`, or the message to show under the field. */
export function checkPrice(value: string, max: number, tooHigh: string): { amount: number } | { error: string } {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return { error: OFFER_WORDS.wholeRupees };
  const amount = Number(trimmed);
  if (amount > max) return { error: tooHigh };
  return { amount };
}

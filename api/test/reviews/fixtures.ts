// Deals to rate: a seller's listing with students who chatted about it, and a delivered store order.
import { expect } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { portalOrder, student, type Agent } from '../orders/fixtures.js';
import type { TestApp } from '../support/test-app.js';

export { student, type Agent };

/** A conversation about the listing between its seller and another student, straight in the table. */
export async function chatAbout(t: TestApp, listingId: string, sellerId: string, otherId: string, lastMessageAt = new Date()) {
  const [a, b] = sellerId < otherId ? [sellerId, otherId] : [otherId, sellerId];
  await t.db('conversations').insert({ type: 'product', itemId: listingId, listingId, userA: a, userB: b, lastMessage: 'Is it still there?', lastMessageSender: otherId, lastMessageAt });
}

/** A seller's live listing and a buyer who chatted about it (and a bystander who did not). */
export async function listingWithChat(t: TestApp) {
  const seller = await student(t);
  const buyer = await student(t);
  const bystander = await student(t);
  const listing = await insertListing(t.db, seller.user.id, { title: 'Casio fx-991EX calculator' });
  await chatAbout(t, listing.id, seller.user.id, buyer.user.id);
  return { seller, buyer, bystander, listing };
}

/** The sale named and answered 200. */
export async function sold(t: TestApp) {
  const deal = await listingWithChat(t);
  const res = await deal.seller.agent.post(`/api/listings/${deal.listing.id}/sale`).send({ buyerId: deal.buyer.user.id });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return deal;
}

/** A store's order delivered to its buyer (through the portal's own status calls). */
export async function deliveredOrder(t: TestApp) {
  const o = await portalOrder(t);
  for (const status of ['confirmed', 'shipped', 'delivered']) await o.patch(status).expect(200);
  return o;
}

export const review = (rating = 5, text = 'Smooth deal, on time and as described.') => ({ rating, text });

/** Moves a deal's window start back by `days` (a listing deal, or an order's delivery). */
export async function ageListingDeal(t: TestApp, listingId: string, days: number) {
  await t.db('listingDeals').where({ listingId }).update({ createdAt: t.db.raw(`now() - make_interval(secs => ?)`, [days * 86400]) });
}
export async function ageDelivery(t: TestApp, orderId: string, days: number) {
  await t.db('storeOrders').where({ id: orderId }).update({ deliveredAt: t.db.raw(`now() - make_interval(secs => ?)`, [days * 86400]) });
}

export const alertsOf = (t: TestApp, userId: string) =>
  t.db('alerts').where({ userId }).orderBy('createdAt') as Promise<{ kind: string; title: string; body: string; link: string | null }[]>;

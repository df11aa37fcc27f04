// A seller's sale listing and students to make offers on it, each with a signed-in agent.
import { insertListing, type ListingSeed } from '../listings/fixtures.js';
import type { TestApp } from '../support/test-app.js';

export async function student(t: TestApp, fullName: string) {
  const user = await t.createUser({ fullName });
  return { user, agent: await t.loginAs(user) };
}

export type Student = Awaited<ReturnType<typeof student>>;

/** A seller with a ₹600 desk lamp (or the seed's listing) and two would-be buyers. */
export async function market(t: TestApp, seed: ListingSeed = {}) {
  const seller = await student(t, 'Sita Seller');
  const buyer = await student(t, 'Bala Buyer');
  const rival = await student(t, 'Rina Rival');
  const listing = await insertListing(t.db, seller.user.id, { title: 'Desk lamp', price: 600, ...seed });
  const offer = (who: Student, amount: number, listingId = listing.id) => who.agent.post('/api/offers').send({ listingId, amount });
  return { seller, buyer, rival, listing, offer };
}

export const outboxTo = (t: TestApp, email: string) =>
  t.db('emailOutbox').where({ toAddress: email, template: 'offer-update' }).orderBy('createdAt') as Promise<{ subject: string; textBody: string }[]>;
export const alertsOf = (t: TestApp, userId: string) =>
  t.db('alerts').where({ userId, kind: 'offer' }).orderBy('createdAt') as Promise<{ title: string; body: string; link: string | null }[]>;

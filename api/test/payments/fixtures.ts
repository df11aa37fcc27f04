import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type supertest from 'supertest';
import { hashPassword } from '../../src/modules/auth/index.js';
import { insertListing, type ListingSeed } from '../listings/fixtures.js';
import { FIXTURE_PASSWORD_COST, type TestApp } from '../support/test-app.js';

export type Agent = ReturnType<typeof supertest.agent>;

const DAY = 24 * 60 * 60 * 1000;

export const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** A Razorpay-shaped id (`pay_…`, `order_…`, `evt_…`) nobody issued. */
export const fakeId = (prefix: 'pay' | 'order' | 'evt') => `${prefix}_${randomBytes(10).toString('hex').slice(0, 14)}`;

/** What Razorpay's checkout hands the page for a payment of the order, signed with the key secret. */
export function checkoutResult(t: TestApp, orderId: string, paymentId = fakeId('pay'), keySecret = t.config.payments.keySecret) {
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(keySecret, `${orderId}|${paymentId}`) };
}

/** A webhook body in Razorpay's shape, as the exact string that is signed and sent. */
export function webhookBody(
  event: 'payment.captured' | 'payment.failed' | 'payment.authorized' | 'order.paid',
  payment: { id: string; order_id: string; amount: number; status?: string },
) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_thriftz_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: { entity: 'payment', currency: 'INR', method: 'upi', status: event === 'payment.failed' ? 'failed' : 'captured', ...payment },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/** POSTs the raw body to the webhook, signed with the webhook secret (or the given signature). */
export function sendWebhook(t: TestApp, raw: string, opts: { eventId?: string; signature?: string; secret?: string } = {}) {
  const req = t
    .request()
    .post('/api/razorpay/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Razorpay-Signature', opts.signature ?? hmacHex(opts.secret ?? t.config.payments.webhookSecret, raw));
  if (opts.eventId) req.set('X-Razorpay-Event-Id', opts.eventId);
  return req.send(raw);
}

/** Polls until `check` answers something truthy (or fails after `ms`). */
export async function waitFor<T>(check: () => Promise<T>, ms = 4000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Waits until every stored webhook event has been processed (the test gateway's are sent after its answer). */
export async function settleEvents(t: TestApp, expected?: number) {
  return waitFor(async () => {
    const rows: { eventId: string; processedAt: Date | null; lastError: string | null }[] = await t.db('paymentEvents').select();
    if (expected !== undefined && rows.length < expected) return undefined;
    return rows.every((r) => r.processedAt) ? rows : undefined;
  });
}

let passwordHash: Promise<string> | undefined;

/** A verified student with a session (one password hash for the whole file: scrypt is slow on purpose). */
export async function student(t: TestApp) {
  passwordHash ??= hashPassword('secret123', FIXTURE_PASSWORD_COST);
  const tag = randomUUID().slice(0, 8);
  const user = { email: `buyer-${tag}@campus.edu`, password: 'secret123', fullName: `Buyer ${tag}` };
  const [row] = await t
    .db('users')
    .insert({ email: user.email, fullName: user.fullName, passwordHash: await passwordHash, emailVerifiedAt: t.db.fn.now() })
    .returning('id');
  const created = { ...user, id: row.id as string };
  return { user: created, agent: await t.loginAs(created) };
}

/** A live sell listing of the seller, straight in the database. */
export const liveListing = (t: TestApp, sellerId: string, seed: ListingSeed = {}) => insertListing(t.db, sellerId, { title: 'Boostable desk lamp', ...seed });

/** A current subscription to the plan, ending at `endDate` (default 10 days from now). */
export async function subscribe(t: TestApp, userId: string, slug: 'basic' | 'mid' | 'pro', endDate = new Date(Date.now() + 10 * DAY)) {
  const plan = await t.db('subscriptionPlans').where({ slug }).first();
  const [row] = await t
    .db('userSubscriptions')
    .insert({ userId, planId: plan.id, status: 'active', startDate: new Date(endDate.getTime() - 30 * DAY), endDate, isCurrent: true })
    .returning('id');
  return { subscriptionId: row.id as string, plan: plan as { id: string; slug: string; price: string } };
}

export const orderNotes = {
  extra: { type: 'extra_listing' },
  boost: (productId: string) => ({ type: 'product_boost', productId }),
  plan: (ref: { planId?: string; planSlug?: string }) => ({ type: 'subscription', ...ref }),
};

/** POST /api/razorpay/create-order, expecting 201. */
export async function createOrder(agent: Agent, notes: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await agent.post('/api/razorpay/create-order').send({ currency: 'INR', ...extra, notes });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; amount: number; purchaseId: string; receipt: string; gateway: string; description: string };
}

export const purchaseRow = (t: TestApp, id: string) => t.db('purchases').where({ id }).first();
export const userRow = (t: TestApp, id: string) => t.db('users').where({ id }).first();

/** How many of each grant the user holds (to prove a purchase granted exactly once). */
export async function grants(t: TestApp, userId: string) {
  const u = await userRow(t, userId);
  const count = async (table: string, column: string) => Number((await t.db(table).where(column, userId).count('* as n').first())!.n);
  return {
    extraListings: u.extraListingsPurchased as number,
    extraAds: u.extraAdsPurchased as number,
    boosts: await count('boosts', 'sellerId'),
    subscriptions: await count('userSubscriptions', 'userId'),
  };
}

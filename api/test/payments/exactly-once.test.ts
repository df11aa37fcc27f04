import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  checkoutResult,
  createOrder,
  fakeId,
  grants,
  liveListing,
  orderNotes,
  purchaseRow,
  sendWebhook,
  settleEvents,
  student,
  type Agent,
  webhookBody,
} from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Kind = 'extra' | 'boost' | 'plan';
const kinds: Kind[] = ['extra', 'boost', 'plan'];
const paise: Record<Kind, number> = { extra: 1000, boost: 5000, plan: 9900 };

/** A student with an order of the kind, and the payment Razorpay would report for it. */
async function paying(kind: Kind) {
  const { user, agent } = await student(t);
  const notes =
    kind === 'extra'
      ? orderNotes.extra
      : kind === 'boost'
        ? orderNotes.boost((await liveListing(t, user.id)).id)
        : orderNotes.plan({ planSlug: 'basic' });
  const order = await createOrder(agent, notes);
  expect(order.amount).toBe(paise[kind]);
  const checkout = checkoutResult(t, order.id);
  const webhook = (eventId = fakeId('evt')) =>
    sendWebhook(t, webhookBody('payment.captured', { id: checkout.razorpay_payment_id, order_id: order.id, amount: order.amount }), { eventId });
  const verify = () => (agent as Agent).post('/api/razorpay/verify-payment').send(checkout);
  return { user, agent, order, checkout, webhook, verify };
}

/** What one fulfilment of the kind grants, and nothing more. */
async function expectGrantedOnce(p: Awaited<ReturnType<typeof paying>>, kind: Kind) {
  await settleEvents(t);
  const events = await t.db('paymentEvents').whereNotNull('lastError');
  expect(events).toEqual([]);
  const purchase = await purchaseRow(t, p.order.purchaseId);
  expect(purchase).toMatchObject({ status: 'fulfilled', gatewayPaymentId: p.checkout.razorpay_payment_id });
  const held = await grants(t, p.user.id);
  expect(held).toEqual({
    extraListings: kind === 'extra' ? 1 : 0,
    extraAds: 0,
    boosts: kind === 'boost' ? 1 : 0,
    subscriptions: kind === 'plan' ? 1 : 0,
  });
  if (kind === 'boost') {
    const boost = await t.db('boosts').where({ sellerId: p.user.id }).first();
    expect(boost).toMatchObject({ purchaseId: purchase.id, boostType: 'paid_boost', amount: 50, razorpayPaymentId: p.checkout.razorpay_payment_id });
    expect(purchase.granted).toEqual({ boostId: boost.id });
  }
  if (kind === 'plan') {
    const mails = (await t.outbox(p.user.email)).filter((m) => m.template === 'subscription-confirmation');
    expect(mails).toHaveLength(1);
  }
  return purchase;
}

describe.each(kinds)('a %s purchase is fulfilled exactly once', (kind) => {
  it('verify, then the webhook replayed three times', async () => {
    const p = await paying(kind);
    const first = await p.verify();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await p.verify();
    expect(again.body.purchase).toEqual(first.body.purchase);
    const sameId = fakeId('evt');
    const replies = [];
    for (const id of [sameId, sameId, fakeId('evt')]) replies.push((await p.webhook(id)).body);
    expect(replies).toEqual([
      { received: true, duplicate: false },
      { received: true, duplicate: true },
      { received: true, duplicate: false },
    ]);
    const purchase = await expectGrantedOnce(p, kind);
    expect(purchase.granted).toEqual(first.body.purchase.grant);
  });

  it('the webhook three times, then verify three times', async () => {
    const p = await paying(kind);
    for (let i = 0; i < 3; i += 1) expect((await p.webhook()).status).toBe(200);
    await settleEvents(t);
    const verified = [];
    for (let i = 0; i < 3; i += 1) verified.push(await p.verify());
    for (const res of verified) {
      expect(res.status).toBe(200);
      expect(res.body.purchase).toEqual(verified[0]!.body.purchase);
    }
    await expectGrantedOnce(p, kind);
  });

  it('verify ×3 and webhook ×3 (distinct and equal event ids) all at once', async () => {
    const p = await paying(kind);
    const sameId = fakeId('evt');
    const replies = await Promise.all([
      p.verify(),
      p.webhook(sameId),
      p.verify(),
      p.webhook(fakeId('evt')),
      p.webhook(sameId),
      p.verify(),
      p.webhook(fakeId('evt')),
      p.webhook(sameId),
    ]);
    for (const res of replies) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const verifies = [replies[0]!, replies[2]!, replies[5]!];
    for (const res of verifies) expect(res.body.purchase).toMatchObject({ status: 'fulfilled' });
    const sameIdReplies = [replies[1]!, replies[4]!, replies[7]!].map((r) => r.body.duplicate as boolean);
    expect(sameIdReplies.filter((d) => !d)).toHaveLength(1);
    const purchase = await expectGrantedOnce(p, kind);
    for (const res of verifies) expect(res.body.purchase.grant).toEqual(purchase.granted);
    expect(await t.db('paymentEvents').whereRaw("payload->'payment'->'entity'->>'order_id' = ?", [p.order.id])).toHaveLength(3);
  });
});

it('through the test gateway: its own webhook, verify ×3 and replays at once grant once', async () => {
  const { user, agent } = await student(t);
  const order = await createOrder(agent, orderNotes.extra);
  const paid = await agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' });
  expect(paid.status).toBe(200);
  const raw = webhookBody('payment.captured', { id: paid.body.razorpay_payment_id, order_id: order.id, amount: 1000 });
  const replies = await Promise.all([
    agent.post('/api/razorpay/verify-payment').send(paid.body),
    sendWebhook(t, raw, { eventId: 'evt_same_for_all' }),
    agent.post('/api/razorpay/verify-payment').send(paid.body),
    sendWebhook(t, raw, { eventId: 'evt_same_for_all' }),
    agent.post('/api/razorpay/verify-payment').send(paid.body),
    sendWebhook(t, raw),
  ]);
  for (const res of replies) expect(res.status).toBe(200);
  // The gateway's own event, ours under one id, and ours under the body's hash.
  const events = await settleEvents(t);
  expect(events.filter((e) => e.eventId === 'evt_same_for_all')).toHaveLength(1);
  expect((await t.db('paymentEvents').whereRaw("payload->'payment'->'entity'->>'order_id' = ?", [order.id])).length).toBe(3);
  expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'fulfilled', gatewayPaymentId: paid.body.razorpay_payment_id });
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1, boosts: 0, subscriptions: 0 });
});

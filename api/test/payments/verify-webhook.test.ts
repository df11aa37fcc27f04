import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  checkoutResult,
  createOrder,
  fakeId,
  grants,
  hmacHex,
  orderNotes,
  purchaseRow,
  sendWebhook,
  student,
  waitFor,
  webhookBody,
} from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventRow = (eventId: string) => t.db('paymentEvents').where({ eventId }).first();

describe('POST /api/razorpay/verify-payment', () => {
  it('a forged signature is 400 and grants nothing', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const good = checkoutResult(t, order.id);
    const forgeries = [
      { ...good, razorpay_signature: hmacHex('not-the-key-secret', `${order.id}|${good.razorpay_payment_id}`) },
      { ...good, razorpay_signature: good.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) },
      { ...good, razorpay_signature: 'abc' },
      { ...good, razorpay_payment_id: fakeId('pay') },
    ];
    for (const body of forgeries) {
      const res = await agent.post('/api/razorpay/verify-payment').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ detail: 'Payment verification failed', code: 'payment-verification-failed' });
    }
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'created', gatewayPaymentId: null, granted: null });
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 0 });
  });

  it('the signature is over the server’s stored order id: one made for another order does not verify this one', async () => {
    const { user, agent } = await student(t);
    const first = await createOrder(agent, orderNotes.extra);
    const second = await createOrder(agent, orderNotes.extra);
    const forSecond = checkoutResult(t, second.id);
    const crossed = await agent.post('/api/razorpay/verify-payment').send({ ...forSecond, razorpay_order_id: first.id });
    expect(crossed.status).toBe(400);
    expect(crossed.body.detail).toBe('Payment verification failed');
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 0 });

    const ok = await agent.post('/api/razorpay/verify-payment').send(forSecond);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ verified: true, purchase: { id: second.purchaseId, status: 'fulfilled', grant: { extraListings: 1 } } });
    expect(await purchaseRow(t, first.purchaseId)).toMatchObject({ status: 'created' });
  });

  it('another student’s order is 404, even with a good signature', async () => {
    const owner = await student(t);
    const other = await student(t);
    const order = await createOrder(owner.agent, orderNotes.extra);
    const res = await other.agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Payment not found');
    const unknown = await other.agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, fakeId('order')));
    expect(unknown.status).toBe(404);
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'created' });
    expect(await grants(t, other.user.id)).toMatchObject({ extraListings: 0 });
    expect(await grants(t, owner.user.id)).toMatchObject({ extraListings: 0 });
  });

  it('the test gateway: pay, verify, and its own webhook after it grant once', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const paid = await agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' });
    expect(paid.status).toBe(200);
    const verified = await agent.post('/api/razorpay/verify-payment').send(paid.body);
    expect(verified.status).toBe(200);
    expect(verified.body.purchase).toMatchObject({ status: 'fulfilled', gatewayPaymentId: paid.body.razorpay_payment_id, grant: { extraListings: 1 } });
    await waitFor(async () => (await t.db('paymentEvents').whereRaw("payload->'payment'->'entity'->>'order_id' = ?", [order.id]).whereNotNull('processedAt')).length === 1);
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
    const again = await agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' });
    expect(again.status).toBe(409);
  });
  it('the test gateway pays only one’s own orders (404 for another’s or an unknown one)', async () => {
    const owner = await student(t);
    const other = await student(t);
    const order = await createOrder(owner.agent, orderNotes.extra);
    const theirs = await other.agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.detail).toBe('Order not found');
    expect((await other.agent.post(`/api/test-gateway/orders/${fakeId('order')}/pay`).send({ outcome: 'success' })).status).toBe(404);
    expect(await t.db('testGatewayPayments').where({ orderId: order.id })).toHaveLength(0);
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'created' });
  });
  it('the test gateway takes one payment per order, even when Pay is pressed twice at once', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const pays = await Promise.all([0, 1, 2].map(() => agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' })));
    expect(pays.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await t.db('testGatewayPayments').where({ orderId: order.id })).toHaveLength(1);
    await waitFor(async () => (await purchaseRow(t, order.purchaseId)).status === 'fulfilled');
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  });
});

describe('POST /api/razorpay/webhook', () => {
  it('a forged signature is 400 and nothing is stored or granted', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const raw = webhookBody('payment.captured', { id: fakeId('pay'), order_id: order.id, amount: 1000 });
    const eventId = fakeId('evt');
    const attempts = [
      sendWebhook(t, raw, { eventId, secret: 'not-the-webhook-secret' }),
      sendWebhook(t, raw, { eventId, secret: t.config.payments.keySecret }),
      sendWebhook(t, raw.replace('"amount":1000', '"amount":1'), { eventId, signature: hmacHex(t.config.payments.webhookSecret, raw) }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Invalid webhook signature');
    }
    const unsigned = await t.request().post('/api/razorpay/webhook').set('Content-Type', 'application/json').send(raw);
    expect(unsigned.status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(await eventRow(eventId)).toBeUndefined();
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'created' });
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 0 });
  });

  it('the same event id twice is stored and processed once (duplicate: true)', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const raw = webhookBody('payment.captured', { id: fakeId('pay'), order_id: order.id, amount: 1000 });
    const eventId = fakeId('evt');
    const first = await sendWebhook(t, raw, { eventId });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    const second = await sendWebhook(t, raw, { eventId });
    expect(second.body).toEqual({ received: true, duplicate: true });
    await waitFor(async () => (await eventRow(eventId))?.processedAt);
    expect(await t.db('paymentEvents').where({ eventId })).toHaveLength(1);
    expect(await eventRow(eventId)).toMatchObject({ attempts: 0, lastError: null });
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'fulfilled', granted: { extraListings: 1 } });
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });

    // Without an event id header, the body's hash is its id: the same bytes again are a duplicate.
    const hashed = await sendWebhook(t, raw);
    const hashedAgain = await sendWebhook(t, raw);
    expect([hashed.body.duplicate, hashedAgain.body.duplicate]).toEqual([false, true]);
    await waitFor(async () => !(await t.db('paymentEvents').whereNull('processedAt').first()));
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  });

  it('answers at once and processes after the answer', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const raw = webhookBody('payment.captured', { id: fakeId('pay'), order_id: order.id, amount: 1000 });
    const eventId = fakeId('evt');
    // The purchase's row is held, so processing (which locks it) cannot finish until we let go.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = t.db.transaction(async (trx) => {
      await trx('purchases').where({ id: order.purchaseId }).forUpdate().first();
      locked();
      await held;
    });
    await isLocked;
    const started = Date.now();
    const res = await sendWebhook(t, raw, { eventId });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    expect(Date.now() - started).toBeLessThan(2000);
    const stored = await eventRow(eventId);
    expect(stored).toMatchObject({ event: 'payment.captured', processedAt: null });
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'created' });
    release();
    await holder;
    await waitFor(async () => (await purchaseRow(t, order.purchaseId)).status === 'fulfilled');
    await waitFor(async () => (await eventRow(eventId))?.processedAt);
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  });

  it('payment.failed marks the purchase failed and grants nothing; a later capture still fulfils it', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const failedId = fakeId('evt');
    const res = await sendWebhook(t, webhookBody('payment.failed', { id: fakeId('pay'), order_id: order.id, amount: 1000 }), { eventId: failedId });
    expect(res.status).toBe(200);
    await waitFor(async () => (await eventRow(failedId))?.processedAt);
    expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'failed', granted: null, gatewayPaymentId: null });
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 0 });

    // A retry in the same payment window succeeds.
    const verified = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
    expect(verified.body.purchase).toMatchObject({ status: 'fulfilled' });
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  });

  it('the test gateway’s failure is 402 and its payment.failed webhook marks the purchase failed', async () => {
    const { user, agent } = await student(t);
    const order = await createOrder(agent, orderNotes.extra);
    const res = await agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'failure' });
    expect(res.status).toBe(402);
    expect(res.body.detail).toBe('Payment processing failed');
    await waitFor(async () => (await purchaseRow(t, order.purchaseId)).status === 'failed');
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 0 });
  });

  it('order.paid and payment.authorized settle a purchase as payment.captured does', async () => {
    const { user, agent } = await student(t);
    for (const event of ['order.paid', 'payment.authorized'] as const) {
      const order = await createOrder(agent, orderNotes.extra);
      const eventId = fakeId('evt');
      const raw = webhookBody(event, { id: fakeId('pay'), order_id: order.id, amount: 1000 });
      expect((await sendWebhook(t, raw, { eventId })).status).toBe(200);
      await waitFor(async () => (await eventRow(eventId))?.processedAt);
      expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'fulfilled' });
    }
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 2 });
  });

  it('ignores events of orders this API did not make', async () => {
    const eventId = fakeId('evt');
    const res = await sendWebhook(t, webhookBody('payment.captured', { id: fakeId('pay'), order_id: fakeId('order'), amount: 100 }), { eventId });
    expect(res.body).toEqual({ received: true, duplicate: false });
    await waitFor(async () => (await eventRow(eventId))?.processedAt);
  });
});

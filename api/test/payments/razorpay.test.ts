import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { reconcilePayments } from '../../src/modules/payments/index.js';
import { stubNetworkEdge } from '../support/network-edge.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  checkoutResult,
  fakeId,
  grants,
  hmacHex,
  liveListing,
  orderNotes,
  purchaseRow,
  sendWebhook,
  student,
  waitFor,
  webhookBody,
} from './fixtures.js';

const RAZORPAY = 'https://api.razorpay.com';
const KEY_ID = 'rzp_test_x';
const KEY_SECRET = 'sek';
const WEBHOOK_SECRET = 'whsec';

let t: TestApp;
// Only Razorpay is stubbed; supertest's server and PostgreSQL are local.
stubNetworkEdge(/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/);
beforeAll(async () => {
  t = await createTestApp({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  await t.close();
});

interface OrderRequest {
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  payment_capture: boolean;
}

/** Stubs Razorpay's POST /v1/orders once; answers the request body it got. */
function stubCreateOrder(orderId = fakeId('order')) {
  const seen: { body?: OrderRequest; auth?: string } = {};
  const scope = nock(RAZORPAY)
    .post('/v1/orders')
    .reply(function (_uri, body) {
      seen.body = body as OrderRequest;
      seen.auth = this.req.headers.authorization;
      const b = body as OrderRequest;
      return [200, { id: orderId, entity: 'order', amount: b.amount, amount_paid: 0, currency: b.currency, receipt: b.receipt, status: 'created', notes: b.notes }];
    });
  return { seen, scope, orderId };
}

const stubPayments = (orderId: string, items: { id: string; status: string }[]) =>
  nock(RAZORPAY)
    .get(`/v1/orders/${orderId}/payments`)
    .reply(200, { entity: 'collection', count: items.length, items: items.map((p) => ({ entity: 'payment', order_id: orderId, amount: 1000, ...p })) });

describe('with Razorpay keys, orders go through the SDK', () => {
  it('creates the gateway order with the server’s amount in paise and Razorpay’s key', async () => {
    const { user, agent } = await student(t);
    const listing = await liveListing(t, user.id);
    const cases = [
      { notes: orderNotes.extra, paise: 1000 },
      { notes: orderNotes.boost(listing.id), paise: 5000 },
      { notes: orderNotes.plan({ planSlug: 'pro' }), paise: 19900 },
    ];
    for (const { notes, paise } of cases) {
      const stub = stubCreateOrder();
      const res = await agent.post('/api/razorpay/create-order').send({ amount: 1, currency: 'INR', notes });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(stub.scope.isDone()).toBe(true);
      expect(stub.seen.body).toMatchObject({ amount: paise, currency: 'INR', payment_capture: true, notes: { userId: user.id, type: notes.type } });
      expect(stub.seen.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
      expect(res.body).toMatchObject({ id: stub.orderId, amount: paise, gateway: 'razorpay', keyId: KEY_ID, receipt: stub.seen.body!.receipt });
      expect(stub.seen.body!.notes.purchaseId).toBe(res.body.purchaseId);
      expect(await purchaseRow(t, res.body.purchaseId)).toMatchObject({ gateway: 'razorpay', gatewayOrderId: stub.orderId, amount: paise / 100 });
    }
  });

  it('verifies a checkout signed with the key secret, and refuses one signed otherwise', async () => {
    const { user, agent } = await student(t);
    const stub = stubCreateOrder();
    const order = (await agent.post('/api/razorpay/create-order').send({ notes: orderNotes.extra })).body;
    const paymentId = fakeId('pay');
    const forged = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, stub.orderId, paymentId, 'thriftz-test-gateway-key-secret'));
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toBe('Payment verification failed');
    const good = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, stub.orderId, paymentId, KEY_SECRET));
    expect(good.status).toBe(200);
    expect(good.body.purchase).toMatchObject({ id: order.purchaseId, status: 'fulfilled', gatewayPaymentId: paymentId, grant: { extraListings: 1 } });
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  });

  it('takes webhooks signed with the webhook secret only', async () => {
    const { user, agent } = await student(t);
    const stub = stubCreateOrder();
    const order = (await agent.post('/api/razorpay/create-order').send({ notes: orderNotes.extra })).body;
    const raw = webhookBody('payment.captured', { id: fakeId('pay'), order_id: stub.orderId, amount: 1000 });
    const wrong = await sendWebhook(t, raw, { signature: hmacHex('thriftz-test-gateway-webhook-secret', raw) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Invalid webhook signature');
    const right = await sendWebhook(t, raw, { eventId: fakeId('evt'), secret: WEBHOOK_SECRET });
    expect(right.body).toEqual({ received: true, duplicate: false });
    await waitFor(async () => (await purchaseRow(t, order.purchaseId)).status === 'fulfilled');
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  });

  it('a gateway failure on create is 502 and leaves no purchase', async () => {
    const { user, agent } = await student(t);
    const scope = nock(RAZORPAY)
      .post('/v1/orders')
      .reply(500, { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } });
    const res = await agent.post('/api/razorpay/create-order').send({ notes: orderNotes.extra });
    expect(scope.isDone()).toBe(true);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ detail: 'Failed to create payment order', code: 'gateway-unavailable' });
    expect(await t.db('purchases').where({ userId: user.id })).toHaveLength(0);
  });

  it('lets Razorpay’s checkout script and frame through the content security policy', async () => {
    const csp = (await t.request().get('/api/boosts/pricing')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com/);
  });

  it('the test gateway’s pay route is 404', async () => {
    const { agent } = await student(t);
    const stub = stubCreateOrder();
    await agent.post('/api/razorpay/create-order').send({ notes: orderNotes.extra }).expect(201);
    const res = await agent.post(`/api/test-gateway/orders/${stub.orderId}/pay`).send({ outcome: 'success' });
    expect(res.status).toBe(404);
    expect(await t.db('testGatewayOrders')).toHaveLength(0);
  });

  it('the reconciler settles through Razorpay’s order payments', async () => {
    const { user, agent } = await student(t);
    const made = [];
    for (let i = 0; i < 3; i += 1) {
      const stub = stubCreateOrder();
      const res = await agent.post('/api/razorpay/create-order').send({ notes: orderNotes.extra });
      expect(res.status).toBe(201);
      made.push({ orderId: stub.orderId, purchaseId: res.body.purchaseId as string });
    }
    const [paid, unpaid, unreachable] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    await t.db.raw("UPDATE purchases SET created_at = now() - interval '16 minutes' WHERE user_id = ?", [user.id]);
    const scopes = [
      stubPayments(paid.orderId, [
        { id: fakeId('pay'), status: 'failed' },
        { id: 'pay_rzpCaptured01', status: 'captured' },
      ]),
      stubPayments(unpaid.orderId, [{ id: fakeId('pay'), status: 'failed' }]),
      nock(RAZORPAY).get(`/v1/orders/${unreachable.orderId}/payments`).reply(503, { error: { code: 'SERVER_ERROR', description: 'down' } }),
    ];
    expect(await reconcilePayments(t.payments)).toEqual({ fulfilled: 1, closed: 1 });
    for (const scope of scopes) expect(scope.isDone()).toBe(true);
    expect(await purchaseRow(t, paid.purchaseId)).toMatchObject({ status: 'fulfilled', gatewayPaymentId: 'pay_rzpCaptured01' });
    expect(await purchaseRow(t, unpaid.purchaseId)).toMatchObject({ status: 'closed' });
    // Razorpay not answering is tried again next run, not taken for "unpaid".
    expect(await purchaseRow(t, unreachable.purchaseId)).toMatchObject({ status: 'created' });
    expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  });
});

describe('payment configuration', () => {
  const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };

  it('refuses a public (https) site without Razorpay keys, unless test payments are allowed on purpose', () => {
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'https://thriftz.example' })).toThrow(/RAZORPAY_KEY_ID: is required when PUBLIC_URL is https/);
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://thriftz.example', ALLOW_TEST_PAYMENTS: 'true' }).payments.gateway).toBe('test');
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://localhost:3000' }).payments.gateway).toBe('test');
  });

  it('takes Razorpay keys in pairs, with the webhook secret', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/RAZORPAY_KEY_SECRET/);
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    const config = loadConfig({ ...base, PUBLIC_URL: 'https://thriftz.example', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' });
    expect(config.payments).toMatchObject({ gateway: 'razorpay', keyId: 'rzp_live_x', boostPrice: 50, boostHours: 24, extraListingPrice: 10 });
  });
});

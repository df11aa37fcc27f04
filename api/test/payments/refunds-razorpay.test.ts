// Refunds through Razorpay's SDK (stubbed at the network edge): both tabs of one store order paid,
// exactly one payment kept and the other refunded once; a refund Razorpay refuses is retried by
// the reconciler until it is processed.
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/modules/payments/index.js';
import { checkout, insertProduct, insertStore, placeOrder, stockOf, student } from '../orders/fixtures.js';
import { stubNetworkEdge } from '../support/network-edge.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkoutResult, createOrder, fakeId, purchaseRow, sendWebhook, settleEvents, webhookBody } from './fixtures.js';

const RAZORPAY = 'https://api.razorpay.com';
const KEY_SECRET = 'sek';
const WEBHOOK_SECRET = 'whsec';

let t: TestApp;
stubNetworkEdge(/^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/);
beforeAll(async () => {
  t = await createTestApp({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  nock.cleanAll();
  await t.close();
});

/** Razorpay's POST /v1/orders, once. */
function stubCreateOrder(orderId = fakeId('order')) {
  const scope = nock(RAZORPAY)
    .post('/v1/orders')
    .reply(200, (_uri, body) => {
      const b = body as { amount: number; currency: string; receipt: string; notes: Record<string, string> };
      return { id: orderId, entity: 'order', amount: b.amount, amount_paid: 0, currency: b.currency, receipt: b.receipt, status: 'created', notes: b.notes };
    });
  return { scope, orderId };
}

/** Razorpay's POST /v1/payments/{id}/refund, once: answers the refund (processed unless told), or the given error. */
function stubRefund(paymentId: string, answer: { refundId: string; refundStatus?: 'pending' | 'processed' } | { status: number }) {
  const seen: { body?: { amount: number } } = {};
  const scope = nock(RAZORPAY)
    .post(`/v1/payments/${paymentId}/refund`)
    .reply((_uri, body) => {
      seen.body = body as { amount: number };
      if ('status' in answer) return [answer.status, { error: { code: 'SERVER_ERROR', description: 'Refunds are down.' } }];
      const { amount } = body as { amount: number };
      const status = answer.refundStatus ?? 'processed';
      return [200, { id: answer.refundId, entity: 'refund', amount, currency: 'INR', payment_id: paymentId, status, speed_processed: 'normal' }];
    });
  return { scope, seen };
}

/** A buyer's prepaid order of two ₹450 lamps, and its gateway order created from two tabs at once. */
async function twoTabs() {
  const store = await insertStore(t, { paymentOptions: ['prepaid'] });
  const product = await insertProduct(t, store.id, { title: 'Desk lamp', price: 450, stock: 5 });
  const buyer = await student(t);
  const order = await placeOrder(buyer.agent, checkout(store.id, [{ productId: product.id, quantity: 2 }], { paymentType: 'prepaid' }));
  const gateway = stubCreateOrder();
  const notes = { type: 'store_order', orderId: order._id, storeId: store.id, paymentType: 'prepaid' };
  const [tabA, tabB] = await Promise.all([createOrder(buyer.agent, notes), createOrder(buyer.agent, notes)]);
  expect(gateway.scope.isDone()).toBe(true);
  expect(tabB).toEqual(tabA);
  const pay = (paymentId: string) => ({
    verify: () => buyer.agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, tabA!.id, paymentId, KEY_SECRET)),
    webhook: () =>
      sendWebhook(t, webhookBody('payment.captured', { id: paymentId, order_id: tabA!.id, amount: tabA!.amount }), { eventId: fakeId('evt'), secret: WEBHOOK_SECRET }),
  });
  return { store, product, buyer, order, payment: tabA!, pay };
}

describe('both tabs of one store order paid', () => {
  it('one payment is kept, the other refunded once through Razorpay, the buyer told', async () => {
    const o = await twoTabs();
    const [first, second] = [fakeId('pay'), fakeId('pay')];
    const refund = stubRefund(second, { refundId: 'rfnd_rzpDuplicate1' });
    expect((await o.pay(first).verify()).status).toBe(200);
    const replies = await Promise.all([o.pay(second).verify(), o.pay(second).webhook(), o.pay(second).webhook(), o.pay(first).webhook()]);
    for (const r of replies) expect(r.status).toBe(200);
    await settleEvents(t);

    expect(refund.scope.isDone()).toBe(true);
    expect(refund.seen.body).toMatchObject({ amount: 90000 });
    const purchase = await purchaseRow(t, o.payment.purchaseId);
    expect(purchase).toMatchObject({ status: 'fulfilled', gatewayPaymentId: first, granted: { orderId: o.order.orderId } });
    expect(await t.db('storeOrders').where({ id: o.order._id }).first()).toMatchObject({ status: 'pending' });
    // The order itself was not refunded: it is paid, by the payment kept.
    expect((await o.buyer.agent.get(`/api/orders/${o.order._id}`).expect(200)).body).toMatchObject({ razorpayPaymentId: first, refundStatus: null, refundedAt: null });
    expect(await stockOf(t, o.product.id)).toBe(3);
    expect(await t.db('refunds').where({ purchaseId: o.payment.purchaseId })).toMatchObject([
      { gatewayPaymentId: second, amount: 900, reason: 'duplicate_payment', status: 'processed', gatewayRefundId: 'rfnd_rzpDuplicate1', attempts: 1 },
    ]);
    const mails = (await t.outbox(o.buyer.user.email)).filter((m) => m.template === 'payment-refund');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('It was paid twice, so the second payment is returned.');
    // The buyer's purchase shows it.
    const seen = await o.buyer.agent.get(`/api/purchases/${o.payment.purchaseId}`).expect(200);
    expect(seen.body.refunds).toMatchObject([{ gatewayPaymentId: second, status: 'processed', reason: 'duplicate_payment', amount: 900 }]);
  });

  it('the reconciler finding both captured on an unsettled purchase fulfils with one and refunds the other', async () => {
    const o = await twoTabs();
    const [first, second] = ['pay_rzpTabOne0001', 'pay_rzpTabTwo0001'];
    await t.db('purchases').where({ id: o.payment.purchaseId }).update({ createdAt: t.db.raw("now() - interval '16 minutes'") });
    const payments = nock(RAZORPAY)
      .get(`/v1/orders/${o.payment.id}/payments`)
      .reply(200, {
        entity: 'collection',
        count: 2,
        items: [first, second].map((id) => ({ id, entity: 'payment', order_id: o.payment.id, amount: 90000, status: 'captured' })),
      });
    const refund = stubRefund(second, { refundId: 'rfnd_rzpDuplicate2' });
    await reconcilePayments(t.payments);
    expect(payments.isDone()).toBe(true);
    expect(refund.scope.isDone()).toBe(true);
    expect(await purchaseRow(t, o.payment.purchaseId)).toMatchObject({ status: 'fulfilled', gatewayPaymentId: first });
    expect(await t.db('refunds').where({ purchaseId: o.payment.purchaseId })).toMatchObject([{ gatewayPaymentId: second, status: 'processed' }]);
  });
});

describe('a refund Razorpay refuses', () => {
  it('stays failed_retrying until the reconciler’s next run gets it processed; the e-mail goes once', async () => {
    const o = await twoTabs();
    const [first, second] = [fakeId('pay'), fakeId('pay')];
    const down = stubRefund(second, { status: 500 });
    await o.pay(first).verify().expect(200);
    await o.pay(second).verify().expect(200);
    expect(down.scope.isDone()).toBe(true);
    const [failed] = await t.db('refunds').where({ gatewayPaymentId: second });
    expect(failed).toMatchObject({ status: 'failed_retrying', attempts: 1, gatewayRefundId: null, processedAt: null });
    expect(failed.lastError).toBeTruthy();
    expect((await t.outbox(o.buyer.user.email)).filter((m) => m.template === 'payment-refund')).toHaveLength(0);

    const up = stubRefund(second, { refundId: 'rfnd_rzpRetried001' });
    await reconcilePayments(t.payments);
    expect(up.scope.isDone()).toBe(true);
    expect(await t.db('refunds').where({ gatewayPaymentId: second }).first()).toMatchObject({
      status: 'processed',
      attempts: 2,
      gatewayRefundId: 'rfnd_rzpRetried001',
      lastError: null,
    });
    // Processed: the next run asks Razorpay nothing (an unexpected call would fail on nock).
    await reconcilePayments(t.payments);
    expect(await t.db('refunds').where({ gatewayPaymentId: second }).first()).toMatchObject({ status: 'processed', attempts: 2 });
    expect((await t.outbox(o.buyer.user.email)).filter((m) => m.template === 'payment-refund')).toHaveLength(1);
  });

  it('a refund Razorpay leaves pending is looked up (never made again) until it is processed', async () => {
    const o = await twoTabs();
    const [first, second] = [fakeId('pay'), fakeId('pay')];
    const made = stubRefund(second, { refundId: 'rfnd_rzpPending001', refundStatus: 'pending' });
    await o.pay(first).verify().expect(200);
    await o.pay(second).verify().expect(200);
    expect(made.scope.isDone()).toBe(true);
    expect(await t.db('refunds').where({ gatewayPaymentId: second }).first()).toMatchObject({ status: 'pending', gatewayRefundId: 'rfnd_rzpPending001', processedAt: null });
    expect((await t.outbox(o.buyer.user.email)).filter((m) => m.template === 'payment-refund')).toHaveLength(0);

    const lookup = nock(RAZORPAY)
      .get(`/v1/payments/${second}/refunds/rfnd_rzpPending001`)
      .reply(200, { id: 'rfnd_rzpPending001', entity: 'refund', amount: 90000, currency: 'INR', payment_id: second, status: 'processed' });
    await reconcilePayments(t.payments);
    expect(lookup.isDone()).toBe(true);
    expect(await t.db('refunds').where({ gatewayPaymentId: second }).first()).toMatchObject({ status: 'processed', gatewayRefundId: 'rfnd_rzpPending001' });
    expect((await t.outbox(o.buyer.user.email)).filter((m) => m.template === 'payment-refund')).toHaveLength(1);
  });

  it('a refund made before its answer was lost is taken over, not made twice', async () => {
    const o = await twoTabs();
    const [first, second] = [fakeId('pay'), fakeId('pay')];
    const refused = nock(RAZORPAY)
      .post(`/v1/payments/${second}/refund`)
      .reply(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } });
    const earlier = nock(RAZORPAY)
      .get(`/v1/payments/${second}/refunds`)
      .reply(200, {
        entity: 'collection',
        count: 1,
        items: [{ id: 'rfnd_rzpLostAnswer1', entity: 'refund', amount: 90000, currency: 'INR', payment_id: second, status: 'processed' }],
      });
    await o.pay(first).verify().expect(200);
    await o.pay(second).verify().expect(200);
    expect(refused.isDone()).toBe(true);
    expect(earlier.isDone()).toBe(true);
    expect(await t.db('refunds').where({ gatewayPaymentId: second }).first()).toMatchObject({ status: 'processed', gatewayRefundId: 'rfnd_rzpLostAnswer1' });
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { reconcilePayments } from '../../src/modules/payments/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import {
  checkoutResult,
  createOrder,
  fakeId,
  grants,
  orderNotes,
  purchaseRow,
  settleEvents,
  student,
  waitFor,
  webhookBody,
} from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** As if the purchase had been made 16 minutes ago (past the reconciler's 15). */
const backdate = (purchaseId: string) => t.db.raw("UPDATE purchases SET created_at = now() - interval '16 minutes' WHERE id = ?", [purchaseId]);

/** A payment the test gateway took for the order, as if the browser and the webhook never came back. */
async function paidAtGateway(orderId: string, status: 'captured' | 'failed' = 'captured') {
  const id = fakeId('pay');
  const order = await t.db('testGatewayOrders').where({ id: orderId }).first();
  await t.db('testGatewayPayments').insert({ id, orderId, amount: order.amount, status });
  return id;
}

it('fulfils a purchase paid at the gateway, closes unpaid ones, and leaves recent ones alone', async () => {
  const { user, agent } = await student(t);
  const paid = await createOrder(agent, orderNotes.extra);
  const unpaid = await createOrder(agent, orderNotes.extra);
  const recent = await createOrder(agent, orderNotes.extra);
  const failed = await createOrder(agent, orderNotes.extra);
  const paymentId = await paidAtGateway(paid.id);
  await paidAtGateway(recent.id);
  await paidAtGateway(failed.id, 'failed');
  await t.db('purchases').where({ id: failed.purchaseId }).update({ status: 'failed' });
  for (const p of [paid, unpaid, failed]) await backdate(p.purchaseId);

  expect(await reconcilePayments(t.payments)).toEqual({ fulfilled: 1, closed: 2 });
  expect(await purchaseRow(t, paid.purchaseId)).toMatchObject({ status: 'fulfilled', gatewayPaymentId: paymentId, granted: { extraListings: 1 } });
  for (const p of [unpaid, failed]) {
    const row = await purchaseRow(t, p.purchaseId);
    expect(row).toMatchObject({ status: 'closed', granted: null });
    expect(row.closedAt).toBeInstanceOf(Date);
  }
  expect(await purchaseRow(t, recent.purchaseId)).toMatchObject({ status: 'created', granted: null });
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });

  // A second run has nothing left to do.
  expect(await reconcilePayments(t.payments)).toEqual({ fulfilled: 0, closed: 0 });
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });

  // The browser finally coming back changes nothing; a closed order cannot be paid any more.
  const late = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, paid.id, paymentId));
  expect(late.status).toBe(200);
  expect(late.body.purchase).toMatchObject({ status: 'fulfilled', grant: { extraListings: 1 } });
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  const closedPay = await agent.post(`/api/test-gateway/orders/${unpaid.id}/pay`).send({ outcome: 'success' });
  expect(closedPay.status).toBe(409);
  expect(closedPay.body.detail).toBe('This order has expired. Please start again.');
});

it('fulfils a purchase paid through the test gateway whose browser never came back and whose webhook was lost', async () => {
  const { user, agent } = await student(t);
  const order = await createOrder(agent, orderNotes.extra);
  const pay = await agent.post(`/api/test-gateway/orders/${order.id}/pay`).send({ outcome: 'success' });
  expect(pay.status).toBe(200);
  // Let the gateway's own webhook land (it is sent after the answer: wait for what it does, not
  // only for the events stored so far), then undo what it did, as if it had never arrived.
  await waitFor(async () => (await purchaseRow(t, order.purchaseId)).status === 'fulfilled');
  await settleEvents(t);
  await t.db.transaction(async (trx) => {
    await trx('paymentEvents').whereRaw("payload->'payment'->'entity'->>'order_id' = ?", [order.id]).delete();
    await trx('purchases')
      .where({ id: order.purchaseId })
      .update({ status: 'created', granted: null, gatewayPaymentId: null, paidAt: null, fulfilledAt: null });
    await trx('users').where({ id: user.id }).update({ extraListingsPurchased: 0 });
  });
  expect(await reconcilePayments(t.payments)).toEqual({ fulfilled: 0, closed: 0 });
  await backdate(order.purchaseId);

  expect(await reconcilePayments(t.payments)).toEqual({ fulfilled: 1, closed: 0 });
  expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'fulfilled', gatewayPaymentId: pay.body.razorpay_payment_id });
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
  const verified = await agent.post('/api/razorpay/verify-payment').send(pay.body);
  expect(verified.body.purchase.status).toBe('fulfilled');
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
});

it('applies webhook events left unprocessed (an instance died before processing them)', async () => {
  const { user, agent } = await student(t);
  const order = await createOrder(agent, orderNotes.extra);
  const eventId = fakeId('evt');
  const body = JSON.parse(webhookBody('payment.captured', { id: fakeId('pay'), order_id: order.id, amount: 1000 }));
  await t.db('paymentEvents').insert({
    eventId,
    event: body.event,
    payload: JSON.stringify(body.payload),
    receivedAt: t.db.raw("now() - interval '2 minutes'"),
  });
  await reconcilePayments(t.payments);
  expect(await t.db('paymentEvents').where({ eventId }).first()).toMatchObject({ lastError: null });
  expect((await t.db('paymentEvents').where({ eventId }).first()).processedAt).toBeInstanceOf(Date);
  expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'fulfilled' });
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
});

it('a payment captured after the purchase was closed is still fulfilled (the money was taken)', async () => {
  const { user, agent } = await student(t);
  const order = await createOrder(agent, orderNotes.extra);
  await backdate(order.purchaseId);
  expect(await reconcilePayments(t.payments)).toMatchObject({ closed: 1 });
  expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'closed' });
  const verified = await agent.post('/api/razorpay/verify-payment').send(checkoutResult(t, order.id));
  expect(verified.status).toBe(200);
  expect(await purchaseRow(t, order.purchaseId)).toMatchObject({ status: 'fulfilled' });
  expect(await grants(t, user.id)).toMatchObject({ extraListings: 1 });
});

it('asks about the least recently checked purchases first, so ones the gateway keeps failing on hold nothing back', async () => {
  const { agent } = await student(t);
  const orders = [];
  // 26 unpaid purchases (the order budget is 40 an hour), more than one run's 25.
  for (let i = 0; i < 26; i += 1) orders.push(await createOrder(agent, orderNotes.extra));
  await t.db('purchases').whereIn('id', orders.map((o) => o.purchaseId)).update({
    createdAt: t.db.raw("now() - interval '16 minutes'"),
  });
  const newest = orders.at(-1)!;
  await t.db('purchases').where({ id: newest.purchaseId }).update({ createdAt: t.db.raw("now() - interval '15 minutes 30 seconds'") });
  const down = { ...t.payments, gateway: { ...t.payments.gateway, orderPayments: () => Promise.reject(new Error('gateway down')) } };

  // The gateway fails for the 25 oldest: they stay unpaid, stamped as checked.
  expect(await reconcilePayments(down)).toEqual({ fulfilled: 0, closed: 0 });
  expect((await purchaseRow(t, newest.purchaseId)).checkedAt).toBeNull();
  // The next run reaches the one left over first, though it is the newest.
  expect(await reconcilePayments(t.payments)).toMatchObject({ closed: 25 });
  expect(await purchaseRow(t, newest.purchaseId)).toMatchObject({ status: 'closed' });
});

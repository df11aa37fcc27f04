import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('buys an extra listing through the test gateway', async () => {
  const user = await t.createUser();
  const agent = await t.loginAs(user);
  const order = await agent.post('/api/razorpay/create-order').send({ amount: 1, currency: 'INR', notes: { type: 'extra_listing' } });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  expect(order.body).toMatchObject({ amount: 1000, gateway: 'test' });
  const paid = await agent.post(`/api/test-gateway/orders/${order.body.id}/pay`).send({ outcome: 'success' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const verified = await agent.post('/api/razorpay/verify-payment').send(paid.body);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  expect(verified.body.purchase).toMatchObject({ status: 'fulfilled', grant: { extraListings: 1 } });
  await new Promise((r) => setTimeout(r, 300));
  const u = await t.db('users').where({ id: user.id }).first();
  expect(u.extraListingsPurchased).toBe(1);
  const events = await t.db('paymentEvents').select();
  expect(events).toHaveLength(1);
  expect(events[0].processedAt).not.toBeNull();
});

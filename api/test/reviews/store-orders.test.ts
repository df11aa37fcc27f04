// A delivered store order: the buyer rates the store, the store (its portal) rates the buyer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStore, portalCookie, portalOrder } from '../orders/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ageDelivery, alertsOf, deliveredOrder, review, student } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the buyer rates the store', () => {
  it('once, shown on the store page, its owner told', async () => {
    const o = await deliveredOrder(t);
    const pending = (await o.buyer.agent.get('/api/reviews/pending').expect(200)).body.items;
    expect(pending).toEqual([
      expect.objectContaining({ dealType: 'order', dealId: o.order._id, title: o.order.orderId, role: 'buyer', counterpart: expect.objectContaining({ kind: 'store', slug: o.store.slug, name: 'Campus Threads' }) }),
    ]);
    const res = await o.buyer.agent.post('/api/reviews').send({ orderId: o.order._id, ...review(5, 'Great tee, fast delivery.') }).expect(201);
    expect(res.body).toMatchObject({ dealType: 'order', reviewer: { kind: 'user', id: o.buyer.user.id } });
    const page = (await t.request().get(`/api/stores/${o.store.slug}/reviews`).expect(200)).body;
    expect(page.summary).toEqual({ average: 5, count: 1 });
    expect(page.items[0].text).toBe('Great tee, fast delivery.');
    // By id too.
    expect((await t.request().get(`/api/stores/${o.store.id}/reviews`).expect(200)).body.total).toBe(1);
    const owner = (await t.db('stores').where({ id: o.store.id }).first('ownerId')).ownerId as string;
    expect((await alertsOf(t, owner)).map((a) => [a.title, a.link])).toEqual([['New 5-star review of Campus Threads', `/mini-stores/${o.store.slug}`]]);
    const again = await o.buyer.agent.post('/api/reviews').send({ orderId: o.order._id, ...review(1) }).expect(409);
    expect(again.body.detail).toBe('You have already reviewed this deal.');
  });

  it('not before delivery, not another student’s order, not after 14 days', async () => {
    const undelivered = await portalOrder(t);
    const early = await undelivered.buyer.agent.post('/api/reviews').send({ orderId: undelivered.order._id, ...review() }).expect(404);
    expect(early.body.detail).toBe('Deal not found.');
    const o = await deliveredOrder(t);
    const other = await student(t);
    await other.agent.post('/api/reviews').send({ orderId: o.order._id, ...review() }).expect(404);
    await ageDelivery(t, o.order._id, 14.01);
    const late = await o.buyer.agent.post('/api/reviews').send({ orderId: o.order._id, ...review() }).expect(409);
    expect(late.body.detail).toBe('The 14 days to review this deal are over.');
  });

  it('an unknown store’s list is 404', async () => {
    const res = await t.request().get('/api/stores/no-such-store/reviews').expect(404);
    expect(res.body.detail).toBe('Store not found');
  });
});

describe('the store rates the buyer', () => {
  it('from its portal, once; the buyer’s profile shows the store as the reviewer and the buyer is told', async () => {
    const o = await deliveredOrder(t);
    const pending = (await t.request().get('/api/store-portal/reviews/pending').set('Cookie', o.cookie).expect(200)).body.items;
    expect(pending).toEqual([expect.objectContaining({ dealId: o.order._id, role: 'store', counterpart: expect.objectContaining({ kind: 'user', id: o.buyer.user.id }) })]);
    const res = await t.request().post('/api/store-portal/reviews').set('Cookie', o.cookie).send({ orderId: o.order._id, ...review(4, 'Paid on time, polite.') }).expect(201);
    expect(res.body.reviewer).toEqual({ kind: 'store', id: o.store.id, name: 'Campus Threads', profileImage: null, slug: o.store.slug });
    const profile = (await t.request().get(`/api/users/${o.buyer.user.id}/reviews`).expect(200)).body;
    expect(profile.summary).toEqual({ average: 4, count: 1 });
    expect((await alertsOf(t, o.buyer.user.id)).find((a) => a.kind === 'review')).toMatchObject({ title: 'New 4-star review', link: `/users/${o.buyer.user.id}` });
    await t.request().post('/api/store-portal/reviews').set('Cookie', o.cookie).send({ orderId: o.order._id, ...review() }).expect(409);
    expect((await t.request().get('/api/store-portal/reviews/pending').set('Cookie', o.cookie).expect(200)).body.items).toEqual([]);
  });

  it('another store cannot (404), nor anyone without the store’s session (401); bad input is 400', async () => {
    const o = await deliveredOrder(t);
    const otherStore = await insertStore(t);
    const otherCookie = await portalCookie(t, otherStore.id);
    const res = await t.request().post('/api/store-portal/reviews').set('Cookie', otherCookie).send({ orderId: o.order._id, ...review() }).expect(404);
    expect(res.body.detail).toBe('Deal not found.');
    await t.request().post('/api/store-portal/reviews').send({ orderId: o.order._id, ...review() }).expect(401);
    await o.buyer.agent.post('/api/store-portal/reviews').send({ orderId: o.order._id, ...review() }).expect(401);
    const bad = await t.request().post('/api/store-portal/reviews').set('Cookie', o.cookie).send({ orderId: o.order._id, rating: 9, text: 'x' }).expect(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: '/body/rating', message: 'Choose a rating from 1 to 5 stars.' })]);
  });

  it('the store’s two tabs at once: one review', async () => {
    const o = await deliveredOrder(t);
    const answers = await Promise.all(
      [1, 2, 3].map((r) => t.request().post('/api/store-portal/reviews').set('Cookie', o.cookie).send({ orderId: o.order._id, ...review(r) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });
});

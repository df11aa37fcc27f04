import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { insertProduct, insertStore, openPortal, type Agent } from '../stores/fixtures.js';
import { bearer, sha256 } from './fixtures.js';

let t: TestApp;
let owner: TestUser;
let storeA: Awaited<ReturnType<typeof insertStore>>;
let storeB: Awaited<ReturnType<typeof insertStore>>;
let portalA: Agent;
beforeAll(async () => {
  t = await createTestApp({ STORE_CODE_SECRET: 'a-test-secret-for-store-entry-codes-0123456789' });
  owner = await t.createUser();
  storeA = await insertStore(t, owner.id, { name: 'Campus Threads', slug: 'campus-threads-tokens' });
  storeB = await insertStore(t, (await t.createUser()).id, { name: 'Page Turners', slug: 'page-turners-tokens' });
  portalA = await openPortal(t, storeA);
});
afterAll(() => t.close());
beforeEach(() => t.db('rate_limits').delete());

const makeStoreToken = async (scopes: string[], agent = portalA) => {
  const res = await agent.post('/api/store-portal/tokens').send({ name: 'Stock sync', scopes }).expect(201);
  return { secret: res.body.token as string, id: res.body.id as string, body: res.body };
};

describe('store tokens', () => {
  it("are made, listed and revoked in the store's portal session, hashed, shown once", async () => {
    const { secret, id, body } = await makeStoreToken(['read', 'write']);
    expect(body).toMatchObject({ name: 'Stock sync', scopes: ['read', 'write'], lastUsedAt: null });
    expect(secret).toMatch(/^thz_/);
    expect(await t.db('access_tokens').where({ id }).first('storeId', 'userId', 'tokenHash')).toEqual({ storeId: storeA.id, userId: null, tokenHash: sha256(secret) });
    const list = await portalA.get('/api/store-portal/tokens').expect(200);
    expect(list.body.items.map((i: { id: string }) => i.id)).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    await portalA.delete(`/api/store-portal/tokens/${id}`).expect(204);
    expect((await t.request().get('/api/store-portal/dashboard').set(bearer(secret)).expect(401)).body.code).toBe('invalid-token');
  });

  it("have read and write scopes only: admin or chat is refused with the store's message", async () => {
    for (const scopes of [['admin'], ['read', 'chat']]) {
      const res = await portalA.post('/api/store-portal/tokens').send({ name: 'x', scopes }).expect(400);
      expect(res.body.detail).toBe("A store token's scopes are read and write.");
    }
  });

  it("touch only their store: its products, never another store's", async () => {
    const mine = await insertProduct(t.db, storeA, { title: 'Our hoodie', price: 500 });
    const theirs = await insertProduct(t.db, storeB, { title: 'Their book', price: 200 });
    const { secret } = await makeStoreToken(['read', 'write']);
    const list = await t.request().get('/api/store-portal/products').set(bearer(secret)).expect(200);
    const ids = list.body.items.map((p: { _id: string }) => p._id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    await t.request().patch(`/api/store-portal/products/${mine.id}`).set(bearer(secret)).send({ price: 450 }).expect(200);
    await t.request().patch(`/api/store-portal/products/${theirs.id}`).set(bearer(secret)).send({ price: 1 }).expect(404);
    expect(Number((await t.db('store_products').where({ id: theirs.id }).first('price')).price)).toBe(200);
  });

  it("act only in the owner portal: a student operation is 403, tokens and the entry code are the session's", async () => {
    const { secret } = await makeStoreToken(['read', 'write']);
    const res = await t.request().get('/api/listings/mine').set(bearer(secret)).expect(403);
    expect(res.body).toMatchObject({ code: 'store-token', detail: "A store token acts only in its store's owner portal (/api/store-portal/…)." });
    await t.request().post('/api/store-portal/entry-code').set(bearer(secret)).expect(403);
    await t.request().post('/api/store-portal/tokens').set(bearer(secret)).send({ name: 'more', scopes: ['write'] }).expect(403);
    await t.request().get('/api/store-portal/session').set(bearer(secret)).expect(200);
  });

  it('a read store token cannot write', async () => {
    const product = await insertProduct(t.db, storeA, { title: 'Cap', price: 100 });
    const { secret } = await makeStoreToken(['read']);
    const res = await t.request().patch(`/api/store-portal/products/${product.id}`).set(bearer(secret)).send({ price: 1 }).expect(403);
    expect(res.body.code).toBe('insufficient-scope');
  });

  it("are 404 to another store's session, 401 without one", async () => {
    const { id } = await makeStoreToken(['read']);
    const portalB = await openPortal(t, storeB);
    await portalB.delete(`/api/store-portal/tokens/${id}`).expect(404);
    expect((await portalB.get('/api/store-portal/tokens').expect(200)).body.items).toEqual([]);
    await t.request().get('/api/store-portal/tokens').expect(401);
  });

  it('end when the entry code is regenerated, as the other portal sessions do', async () => {
    const own = await openPortal(t, storeA);
    const { secret } = await makeStoreToken(['read'], own);
    await t.request().get('/api/store-portal/dashboard').set(bearer(secret)).expect(200);
    const res = await own.post('/api/store-portal/entry-code').expect(201);
    storeA.entryCode = res.body.entryCode as string;
    await t.request().get('/api/store-portal/dashboard').set(bearer(secret)).expect(401);
    portalA = own;
  });
});

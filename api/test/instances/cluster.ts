// Two API instances on one test database behind a load balancer (proxy.ts), as in production.
// Each instance is built as a second process would be: its own pools, chat bus and cache bus
// (support/instances.ts) and its own picture store. The test app `t` owns the database and makes
// the fixtures; it is not behind the balancer.
import supertest from 'supertest';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { createPictureStore, type PictureStore } from '../../src/modules/images/index.js';
import { insertListing, scratchDataDir } from '../listings/fixtures.js';
import { appOnSameDatabase, serveInstance, type ServedInstance } from '../support/instances.js';
import { createTestApp, type TestUser } from '../support/test-app.js';
import { SERVED_BY, startProxy, STEER } from './proxy.js';

export type Name = 'a' | 'b';
/** The instances' pool application_name, to find their connections in pg_stat_activity. */
export const APPLICATION_NAMES: Record<Name, string> = { a: 'instance-a', b: 'instance-b' };

type Frame = { event: string; data: Record<string, unknown> };

/** Call in a file's top level (scratchDataDir registers its removal), then `start()` in beforeAll. */
export function cluster() {
  // Each instance opens its own picture store from the same configuration, as a second process
  // would. With the local driver (the default here) pictures are files under DATA_DIR, so both
  // instances are given the same folder, as two processes on one host (or one shared volume)
  // would be: only then can B serve what A stored. Instances on different hosts share pictures
  // through the S3 driver (PICTURE_STORAGE=s3, added in parallel), which is used here when so
  // configured; nothing else makes the pictures shared.
  const dataDir = scratchDataDir();
  const sockets: WebSocket[] = [];
  let state:
    | {
        t: Awaited<ReturnType<typeof createTestApp>>;
        instances: Record<Name, ReturnType<typeof appOnSameDatabase>>;
        stores: PictureStore[];
        served: ServedInstance[];
        proxy: Awaited<ReturnType<typeof startProxy>>;
      }
    | undefined;
  const running = () => {
    if (!state) throw new Error('the cluster is not started');
    return state;
  };

  /** A request through the balancer, steered to one instance, with a session cookie or none. */
  function via(name: Name, cookie?: string) {
    const http = supertest(running().proxy.url);
    const steer = (test: supertest.Test) => {
      test.set(STEER, name);
      if (cookie) test.set('Cookie', cookie);
      return test;
    };
    return {
      get: (p: string) => steer(http.get(p)),
      post: (p: string) => steer(http.post(p)),
      patch: (p: string) => steer(http.patch(p)),
    };
  }

  /** Signs in through `name`; the session cookie as a browser sends it back. */
  async function signIn(name: Name, user: Pick<TestUser, 'email' | 'password'>) {
    const res = await via(name).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect(res.headers[SERVED_BY]).toBe(name);
    return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  }

  /** A student's chat socket through the balancer, upgraded on `name`. */
  async function socketOn(name: Name, cookie: string) {
    const ws = new WebSocket(running().proxy.wsUrl, { headers: { Cookie: cookie, [STEER]: name }, origin: 'http://localhost:3000' });
    sockets.push(ws);
    ws.on('error', () => undefined);
    const frames: Frame[] = [];
    ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Frame));
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return {
      frames,
      send: (event: string, data: unknown) => ws.send(JSON.stringify({ event, data })),
      messages: () => frames.filter((f) => f.event === 'receive-message').map((f) => f.data.message),
    };
  }

  /** A seller, a buyer and a conversation between them about a listing (started through B). */
  async function conversation() {
    const { t } = running();
    const seller = await t.createUser({ fullName: 'Sita Seller', firstLoginDone: true });
    const buyer = await t.createUser({ fullName: 'Bala Buyer', firstLoginDone: true });
    const listing = await insertListing(t.db, seller.id, { title: 'Desk lamp' });
    const buyerCookie = await signIn('a', buyer);
    const sellerCookie = await signIn('b', seller);
    const res = await via('b', buyerCookie)
      .post('/api/create-conversation')
      .send({ participants: [buyer.id, seller.id], productId: listing.id, type: 'product' })
      .expect(201);
    return { seller, buyer, sellerCookie, buyerCookie, conversationId: res.body.conversationId as string };
  }

  return {
    async start() {
      const t = await createTestApp({ DATA_DIR: dataDir });
      const stores = [await createPictureStore(t.config.pictures, t.config.dataDir), await createPictureStore(t.config.pictures, t.config.dataDir)];
      const instances = {
        a: appOnSameDatabase(t, { applicationName: APPLICATION_NAMES.a, pictures: stores[0] }),
        b: appOnSameDatabase(t, { applicationName: APPLICATION_NAMES.b, pictures: stores[1] }),
      };
      // Each served once its chat bus and its cache bus listen.
      const served = [await serveInstance(instances.a), await serveInstance(instances.b)];
      const portOf = (s: ServedInstance) => Number(new URL(s.wsUrl).port);
      const proxy = await startProxy({ a: portOf(served[0]!), b: portOf(served[1]!) });
      state = { t, instances, stores, served, proxy };
      return state;
    },
    get t() {
      return running().t;
    },
    get instances() {
      return running().instances;
    },
    /** Each instance's picture store (a's first). */
    get stores() {
      return running().stores;
    },
    via,
    signIn,
    socketOn,
    conversation,
    async close() {
      for (const socket of sockets) socket.terminate();
      if (!state) return;
      const { t, instances, stores, served, proxy } = state;
      state = undefined;
      await proxy.close();
      for (const s of served) await s.close();
      await instances.a.close();
      await instances.b.close();
      for (const store of stores) store.close();
      await t.close();
    },
  };
}

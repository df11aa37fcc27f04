// A new notification reaches the student's open sockets, on every API instance, once the change
// it reports has committed; nobody else's, and nothing for a change that rolled back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { notify } from '../../src/modules/alerts/index.js';
import { portalOrder } from '../orders/fixtures.js';
import { appOnSameDatabase, serveInstance } from '../support/instances.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { sendAlert } from './fixtures.js';

let t: TestApp;
let one: Instance;
let two: Instance;
let second: ReturnType<typeof appOnSameDatabase>;
const sockets: WebSocket[] = [];
type Instance = Awaited<ReturnType<typeof serveInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  one = await serveInstance(t);
  // Another process's app on the same database: its own pools and bus.
  second = appOnSameDatabase(t);
  two = await serveInstance(second);
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await one.close();
  await two.close();
  await second.close();
  await t.close();
});

type Frame = { event: string; data: Record<string, unknown> };

async function cookieOf(user: Pick<TestUser, 'email' | 'password'>) {
  const res = await t.request().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
}

/** A signed-in socket on `instance`, recording its frames. */
async function socketOf(instance: Instance, user: Pick<TestUser, 'email' | 'password'>) {
  const ws = new WebSocket(instance.wsUrl, { headers: { Cookie: await cookieOf(user) }, origin: 'http://localhost:3000' });
  sockets.push(ws);
  const frames: Frame[] = [];
  ws.on('message', (raw) => frames.push(JSON.parse(String(raw)) as Frame));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { alerts: () => frames.filter((f) => f.event === 'alert').map((f) => f.data) };
}

describe('the alert event', () => {
  it("reaches the buyer's sockets on both instances when a store changes the order's status, and nobody else's", async () => {
    const o = await portalOrder(t);
    const onOne = await socketOf(one, o.buyer.user);
    const onTwo = await socketOf(two, o.buyer.user);
    const bystander = await socketOf(two, await t.createUser());

    await o.patch('confirmed').expect(200);
    const [stored] = (await o.buyer.agent.get('/api/alerts').expect(200)).body.items;
    const expected = { _id: stored._id, kind: 'order', title: 'Order confirmed', link: `/order-confirmation?order=${o.order.orderId}`, readAt: null };
    await expect.poll(onTwo.alerts, { timeout: 3_000, interval: 10 }).toMatchObject([expected]);
    await expect.poll(onOne.alerts, { timeout: 3_000, interval: 10 }).toMatchObject([expected]);
    // Exactly the stored alert, as the list answers it.
    expect(onTwo.alerts()[0]).toEqual(stored);

    // A refused change rolls back: no alert, nothing pushed.
    expect((await o.patch('delivered')).status).toBe(409);
    await new Promise((r) => setTimeout(r, 300));
    expect(onTwo.alerts()).toHaveLength(1);
    expect(bystander.alerts()).toEqual([]);
  });

  it('is pushed once per event: a second delivery of the same event pushes nothing', async () => {
    const user = await t.createUser();
    const socket = await socketOf(two, user);
    await sendAlert(t.db, user.id, { dedupeKey: 'refund:live-1', kind: 'refund', title: 'Refund of ₹50 issued' });
    await sendAlert(t.db, user.id, { dedupeKey: 'refund:live-1', kind: 'refund', title: 'Refund of ₹50 issued' });
    await expect.poll(socket.alerts, { timeout: 3_000, interval: 10 }).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.alerts()).toMatchObject([{ kind: 'refund', title: 'Refund of ₹50 issued' }]);
  });

  it('is not pushed before the producing transaction commits', async () => {
    const user = await t.createUser();
    const socket = await socketOf(one, user);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const producing = t.db.transaction(async (trx) => {
      await notify(trx, { userId: user.id, kind: 'order', title: 'Order shipped', body: 'On its way.', dedupeKey: 'order:held:shipped' });
      await held;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(socket.alerts()).toEqual([]);
    release();
    await producing;
    await expect.poll(socket.alerts, { timeout: 3_000, interval: 10 }).toMatchObject([{ title: 'Order shipped' }]);
  });
});

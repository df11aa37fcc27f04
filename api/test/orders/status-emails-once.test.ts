import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmailOnce } from '../../src/modules/email/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { mailsTo as fixtureMailsTo, portalOrder as fixturePortalOrder } from './fixtures.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminAgent = await t.loginAs(await t.createUser({ isAdmin: true, firstLoginDone: true }));
});
afterAll(() => t.close());

const ALREADY_SENT = 'Already sent for this order and status';
const portalOrder = () => fixturePortalOrder(t);
const mailsOf = async (to: string) => {
  const rows = await fixtureMailsTo(t, to);
  return { queued: rows.filter((m) => m.status !== 'skipped').map((m) => m.template), skipped: rows.filter((m) => m.status === 'skipped') };
};

describe('each order e-mail goes once per order and status', () => {
  it('shipped → confirmed → shipped sends the shipped e-mail once; the outbox shows the skipped ones and why', async () => {
    const o = await portalOrder();
    await o.patch('confirmed').expect(200);
    await o.patch('shipped').expect(200);
    const back = await o.patch('confirmed').expect(200);
    const again = await o.patch('shipped').expect(200);
    expect(back.body.emailQueued).toBe(false);
    expect(again.body.emailQueued).toBe(false);
    const { queued, skipped } = await mailsOf(o.email);
    expect(queued).toEqual(['store-order-confirmation', 'store-order-shipped']);
    expect(skipped.map((m) => m.template).sort()).toEqual(['store-order-confirmation', 'store-order-shipped']);

    const listed = await adminAgent.get('/api/admin/email/outbox?status=skipped&pageSize=100').expect(200);
    const mine = listed.body.items.filter((m: { to: string }) => m.to === o.email);
    expect(mine).toHaveLength(2);
    for (const m of mine) expect(m).toMatchObject({ status: 'skipped', lastError: ALREADY_SENT, attempts: 0, sentAt: null });
  });

  it('the admin moving the order back and forth follows the same rule', async () => {
    const o = await portalOrder();
    const admin = (status: string) => adminAgent.patch(`/api/admin/orders/${o.order._id}`).send({ status });
    await o.patch('confirmed').expect(200);
    await admin('shipped').expect(200);
    await o.patch('confirmed').expect(200);
    const again = await admin('shipped').expect(200);
    expect(again.body.emailQueued).toBe(false);
    expect((await mailsOf(o.email)).queued).toEqual(['store-order-confirmation', 'store-order-shipped']);
  });

  it('two moves to the same status at once, by the owner and the admin, send one e-mail', async () => {
    const o = await portalOrder();
    await o.patch('confirmed').expect(200);
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => o.patch('shipped')),
      ...Array.from({ length: 4 }, () => adminAgent.patch(`/api/admin/orders/${o.order._id}`).send({ status: 'shipped' })),
    ]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await mailsOf(o.email)).queued.filter((m) => m === 'store-order-shipped')).toHaveLength(1);
  });

  it('the database lets only one of two transactions at once queue a mail of one key: the second waits, then skips', async () => {
    const mail = { to: 'once@campus.edu', subject: 'Shipped', text: 'On its way', template: 'store-order-shipped' };
    const first = await t.db.transaction();
    const second = await t.db.transaction();
    try {
      expect(await enqueueEmailOnce(first, mail, 'store-order:parallel:shipped', ALREADY_SENT)).toBe(true);
      const waiting = enqueueEmailOnce(second, mail, 'store-order:parallel:shipped', ALREADY_SENT);
      await first.commit();
      expect(await waiting).toBe(false);
      await second.commit();
    } finally {
      if (!first.isCompleted()) await first.rollback();
      if (!second.isCompleted()) await second.rollback();
    }
    const rows = await t.outbox('once@campus.edu');
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'skipped']);
  });

  it("the owner's explicit Resend still queues the e-mail again", async () => {
    const o = await portalOrder();
    await o.patch('confirmed').expect(200);
    await o.patch('shipped').expect(200);
    await t.request().post('/api/email/mini-store-order-shipped').set('Cookie', o.cookie).send({ orderId: o.order.orderId }).expect(202);
    expect((await mailsOf(o.email)).queued).toEqual(['store-order-confirmation', 'store-order-shipped', 'store-order-shipped']);
  });
});

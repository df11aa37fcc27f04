// Marking read from two tabs at once, and a producer running twice at once: the counts stay true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/alerts/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf, insertAlerts, sendAlert } from './fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function student() {
  const user = await t.createUser();
  return { user, agent: await t.loginAs(user) };
}

const unreadRows = async (userId: string) => (await alertsOf(t.db, userId)).filter((a) => a.readAt === null).length;

describe('concurrent marks', () => {
  it('two read-alls at once mark each alert once between them, and leave nothing unread', async () => {
    const a = await student();
    const b = await t.loginAs(a.user);
    await insertAlerts(t.db, a.user.id, 40);
    const [one, two] = await Promise.all([a.agent.post('/api/alerts/read-all'), b.post('/api/alerts/read-all')]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.updated + two.body.updated).toBe(40);
    expect((await a.agent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 0 });
    expect(await unreadRows(a.user.id)).toBe(0);
  });

  it('marks of one alert from many tabs, beside a read-all, keep its first read time and a count that matches the rows', async () => {
    const { user, agent } = await student();
    const ids = await insertAlerts(t.db, user.id, 10);
    const target = ids[3]!;
    const calls = [
      ...Array.from({ length: 6 }, () => agent.post(`/api/alerts/${target}/read`)),
      ...ids.slice(5).map((id) => agent.post(`/api/alerts/${id}/read`)),
      agent.post('/api/alerts/read-all'),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status)).toEqual([...Array(11).fill(204), 200]);
    // The read-all marked only what no mark had marked before it, never more than there was.
    const readAll = answers.at(-1)!.body.updated as number;
    expect(readAll).toBeGreaterThanOrEqual(4);
    expect(readAll).toBeLessThanOrEqual(10);
    expect((await agent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 0 });
    expect(await unreadRows(user.id)).toBe(0);
    // Every mark answered the same time it stored: the first one's.
    const times = new Set((await t.db('alerts').where({ id: target }).select('readAt')).map((r) => (r.readAt as Date).getTime()));
    expect(times.size).toBe(1);
  });

  it('a new alert during a read-all is either marked by it or stays unread and counted', async () => {
    const { user, agent } = await student();
    await insertAlerts(t.db, user.id, 5);
    const [readAll] = await Promise.all([agent.post('/api/alerts/read-all'), sendAlert(t.db, user.id)]);
    const left = (await agent.get('/api/alerts/unread-count').expect(200)).body.count as number;
    expect(readAll.body.updated + left).toBe(6);
    expect(left).toBe(await unreadRows(user.id));
  });
});

describe('a producer that runs twice', () => {
  it('tells the student once, however many deliveries race with the same key', async () => {
    const { user, agent } = await student();
    const results = await Promise.all(Array.from({ length: 5 }, () => sendAlert(t.db, user.id, { dedupeKey: 'refund:race-1' })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await alertsOf(t.db, user.id)).toHaveLength(1);
    expect((await agent.get('/api/alerts/unread-count').expect(200)).body).toEqual({ count: 1 });
    // The key is the student's own: another student's event of the same name is theirs to get.
    const other = await student();
    expect(await sendAlert(t.db, other.user.id, { dedupeKey: 'refund:race-1' })).toBe(true);
  });

  it('leaves nothing when the producing transaction rolls back', async () => {
    const { user } = await student();
    await expect(
      t.db.transaction(async (trx) => {
        await notify(trx, { userId: user.id, kind: 'order', title: 'Order shipped', body: 'On its way.', dedupeKey: 'order:x:shipped' });
        throw new Error('the status change failed');
      }),
    ).rejects.toThrow('the status change failed');
    expect(await alertsOf(t.db, user.id)).toHaveLength(0);
  });
});

// Two API instances on one database behind a load balancer (cluster.ts): what an instance keeps
// in memory never makes its answers differ from the other's for long. An admin's change of the
// settings made through A shows on B at once (the cache bus's notification), or within the
// fallback TTL while B's notification connection is down; the category counts are the same
// figures on both.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_TTL_MS } from '../../src/db/cache-bus.js';
import { insertListing } from '../listings/fixtures.js';
import { APPLICATION_NAMES, cluster, type Name } from './cluster.js';
import { SERVED_BY } from './proxy.js';

const c = cluster();
const { via, signIn } = c;
beforeAll(() => c.start());
afterAll(() => c.close());

describe('caches across two instances', () => {
  describe("an admin's change of the settings", () => {
    let admin: string;
    let student: string;
    beforeAll(async () => {
      admin = await signIn('a', await c.t.createUser({ isAdmin: true, firstLoginDone: true }));
      student = await signIn('b', await c.t.createUser({ firstLoginDone: true }));
    });

    /** The statements instance `name` sends through knex while `run` runs. */
    async function queriesOf(name: Name, run: () => Promise<unknown>) {
      const sql: string[] = [];
      const listener = (q: { sql: string }) => sql.push(q.sql);
      c.instances[name].db.on('query', listener);
      try {
        await run();
      } finally {
        c.instances[name].db.off('query', listener);
      }
      return sql;
    }

    /** How long after `since` `read` (of one instance) answered `expected`: polled every 10 ms, up to `timeout`. */
    async function shownBy(read: () => Promise<unknown>, expected: unknown, since: number, timeout = 1_000) {
      await expect.poll(read, { timeout, interval: 10 }).toEqual(expected);
      return performance.now() - since;
    }

    const pricingOn = (name: Name) => async () => (await via(name, student).get('/api/boosts/pricing').expect(200)).body.boostPrice as number;

    it('shows on B within a second when made through A, B having read the old value from its cache', async ({ annotate }) => {
      const before = await pricingOn('b')();
      // B keeps the settings: further reads cost it no query.
      const reads = await queriesOf('b', async () => {
        for (let i = 0; i < 3; i++) expect(await pricingOn('b')()).toBe(before);
      });
      expect(reads.filter((sql) => sql.includes('site_settings'))).toEqual([]);

      const start = performance.now();
      const res = await via('a', admin).patch('/api/admin/settings').send({ boostPrice: before + 25, siteName: 'Campus Bazaar' }).expect(200);
      expect(res.headers[SERVED_BY]).toBe('a');
      const priceAfter = await shownBy(pricingOn('b'), before + 25, start);
      const nameAfter = await shownBy(async () => (await via('b').get('/api/settings/public').expect(200)).body.siteName, 'Campus Bazaar', start);
      await annotate(`B showed the new price ${Math.round(priceAfter)} ms and the new name ${Math.round(nameAfter)} ms after A was asked to save them`);
      // And A, which made the change, at once.
      expect(await pricingOn('a')()).toBe(before + 25);
    });

    it('closes and opens the site on B by the launch time set through A', async () => {
      await via('b', student).get('/api/listings?type=sell').expect(200);
      await via('a', admin).patch('/api/admin/settings').send({ launchAt: '2031-06-01T10:00:00.000Z' }).expect(200);
      try {
        await shownBy(async () => (await via('b', student).get('/api/listings?type=sell')).status, 503, performance.now());
        const closed = await via('b', student).get('/api/listings?type=sell').expect(503);
        expect(closed.body).toMatchObject({ code: 'not-launched' });
      } finally {
        await via('a', admin).patch('/api/admin/settings').send({ launchAt: null }).expect(200);
      }
      await shownBy(async () => (await via('b', student).get('/api/listings?type=sell')).status, 200, performance.now());
    });

    it("shows on B within the fallback TTL when B's notification connection is down", async ({ annotate }) => {
      const before = await pricingOn('b')();
      const ended = await c.t.db.raw(
        `SELECT pid, pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ? AND query = 'LISTEN thriftz_cache'`,
        [APPLICATION_NAMES.b],
      );
      expect(ended.rows).toHaveLength(1);
      await expect.poll(() => c.instances.b.caches.listening, { timeout: 2_000, interval: 10 }).toBe(false);

      const start = performance.now();
      await via('a', admin).patch('/api/admin/settings').send({ boostPrice: before + 5 }).expect(200);
      const after = await shownBy(pricingOn('b'), before + 5, start, FALLBACK_TTL_MS + 1_500);
      await annotate(`B showed the new price ${Math.round(after)} ms after the change, its notification connection ended`);
      // It listens again, and from then on a change shows at once.
      await expect.poll(() => c.instances.b.caches.listening, { timeout: 3_000, interval: 20 }).toBe(true);
      await via('a', admin).patch('/api/admin/settings').send({ boostPrice: before + 10 }).expect(200);
      await shownBy(pricingOn('b'), before + 10, performance.now());
    });
  });

  it("answers the same category counts on both instances, though a listing was added between their reads", async () => {
    const window = 10_000;
    // Early enough in a counts window (listings.discovery.routes.ts) for both reads to fall in it.
    const into = Date.now() % window;
    if (into > window - 4_000) await sleep(window - into + 50);
    const seller = await c.t.createUser();
    const counts = (name: Name) => via(name).get('/api/listings/category-counts').query({ type: 'sell' }).expect(200);
    const onB = await counts('b');
    await insertListing(c.t.db, seller.id, { title: 'Graphing calculator', category: 'electronics' });
    const onA = await counts('a');
    expect([onB.headers[SERVED_BY], onA.headers[SERVED_BY]]).toEqual(['b', 'a']);
    expect(onA.body).toEqual(onB.body);
  });
});

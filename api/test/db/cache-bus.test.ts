// The cache bus (src/db/cache-bus.ts): in-memory copies per instance, dropped on every instance by
// the database's notification of a change, kept only briefly while no notification can arrive.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CHANNEL, createCacheBus, dropCached, sharedCache } from '../../src/db/cache-bus.js';
import { createDb, type Db } from '../../src/db/knex.js';
import { settingsDefaults, siteSettings } from '../../src/modules/settings/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A Db of its own, as another instance has (the caches are kept per Db). */
const instanceDb = () => createDb(t.config.databaseUrl!, 1);

/** A loader that counts its loads and answers, after `ms`, what `value()` said when it started (a read's snapshot). */
function counting<T>(value: () => T, ms = 0) {
  const loader = async () => {
    loader.loads += 1;
    const snapshot = value();
    if (ms) await sleep(ms);
    return snapshot;
  };
  loader.loads = 0;
  return loader;
}

describe('a shared cache without a listener', () => {
  it('keeps a copy for the fallback TTL only, and one load serves the reads that wait for it', async () => {
    const db = instanceDb();
    try {
      const kept = sharedCache<number>('test-fallback-kept', { fallbackMs: 60_000 });
      const load = counting(() => 7, 30);
      expect(await Promise.all([kept(db, load), kept(db, load), kept(db, load)])).toEqual([7, 7, 7]);
      expect(await kept(db, load)).toBe(7);
      expect(load.loads).toBe(1);

      const brief = sharedCache<number>('test-fallback-brief', { fallbackMs: 50 });
      const again = counting(() => 8);
      expect(await brief(db, again)).toBe(8);
      await sleep(100);
      expect(await brief(db, again)).toBe(8);
      expect(again.loads).toBe(2);
    } finally {
      await db.destroy();
    }
  });

  it('reads again after a drop, does not keep a load the drop overtook, nor a failed one', async () => {
    const db = instanceDb();
    try {
      const read = sharedCache<number>('test-drop', { fallbackMs: 60_000 });
      let value = 1;
      const load = counting(() => value, 50);
      expect(await read(db, load)).toBe(1);
      value = 2;
      dropCached(db, 'test-drop');
      expect(await read(db, load)).toBe(2);
      // A change lands while a load is in flight: that load answers its callers, and is not kept.
      value = 3;
      dropCached(db, 'test-drop');
      const inFlight = read(db, load);
      dropCached(db, 'test-drop');
      value = 4;
      expect(await inFlight).toBe(3);
      expect(await read(db, load)).toBe(4);
      // Another cache's drop leaves this one alone.
      dropCached(db, 'test-other');
      expect(await read(db, load)).toBe(4);
      expect(load.loads).toBe(4);
      expect(await read(db, load)).toBe(4);

      const failing = sharedCache<number>('test-failing');
      await expect(failing(db, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
      expect(await failing(db, async () => 5)).toBe(5);
    } finally {
      await db.destroy();
    }
  });
});

describe("a shared cache's peek", () => {
  it('gives the copy once its load has ended, while it is good, and nothing after a drop or a failure', async () => {
    const db = instanceDb();
    try {
      const read = sharedCache<number>('test-peek', { fallbackMs: 60_000 });
      expect(read.peek(db)).toBeUndefined();
      const loading = read(db, counting(() => 1, 30));
      expect(read.peek(db)).toBeUndefined();
      expect(await loading).toBe(1);
      expect(read.peek(db)).toBe(1);
      dropCached(db, 'test-peek');
      expect(read.peek(db)).toBeUndefined();
      expect(await read(db, counting(() => 2))).toBe(2);
      expect(read.peek(db)).toBe(2);

      const brief = sharedCache<number>('test-peek-brief', { fallbackMs: 50 });
      await brief(db, counting(() => 3));
      expect(brief.peek(db)).toBe(3);
      await sleep(100);
      expect(brief.peek(db)).toBeUndefined();

      const failing = sharedCache<number>('test-peek-failing');
      await expect(failing(db, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
      expect(failing.peek(db)).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});

describe('a shared cache with its instance listening', () => {
  let db: Db;
  let pool: pg.Pool;
  let bus: ReturnType<typeof createCacheBus>;
  beforeAll(async () => {
    db = instanceDb();
    pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 1, application_name: 'cache-bus-test' });
    pool.on('error', () => undefined);
    bus = createCacheBus(db, pool, pino({ level: 'silent' }));
    await bus.ready;
  });
  afterAll(async () => {
    await bus.close();
    await pool.end();
    await db.destroy();
  });

  it('keeps a copy past the fallback TTL, until a notification of its name from any connection drops it', async () => {
    expect(bus.listening).toBe(true);
    const read = sharedCache<number>('test-notified', { fallbackMs: 50 });
    let value = 1;
    const load = counting(() => value);
    expect(await read(db, load)).toBe(1);
    await sleep(150);
    value = 2;
    expect(await read(db, load)).toBe(1);
    expect(load.loads).toBe(1);

    await t.db.raw('SELECT pg_notify(?, ?)', [CACHE_CHANNEL, 'test-notified']);
    await expect.poll(() => read(db, load), { timeout: 1_000, interval: 10 }).toBe(2);
  });

  it('falls back to the short TTL while its connection is down, and listens again', async () => {
    const read = sharedCache<number>('test-reconnect', { fallbackMs: 100 });
    let value = 1;
    const load = counting(() => value);
    expect(await read(db, load)).toBe(1);
    const { rows } = await t.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'cache-bus-test' AND query = ?`,
      [`LISTEN ${CACHE_CHANNEL}`],
    );
    expect(rows).toHaveLength(1);
    await expect.poll(() => bus.listening, { timeout: 1_000, interval: 10 }).toBe(false);
    // A change nobody is told of: seen once the short TTL has passed.
    value = 2;
    await expect.poll(() => read(db, load), { timeout: 1_000, interval: 20 }).toBe(2);
    await expect.poll(() => bus.listening, { timeout: 3_000, interval: 20 }).toBe(true);
  });
});

describe("the site settings' trigger", () => {
  it('notifies a change of the cached columns, not of the budget the finance module moves', async () => {
    await siteSettings(t.db, settingsDefaults(t.config));
    const listener = new pg.Client({ connectionString: t.config.databaseUrl });
    const heard: string[] = [];
    listener.on('error', () => undefined);
    listener.on('notification', (msg) => msg.channel === CACHE_CHANNEL && heard.push(msg.payload ?? ''));
    await listener.connect();
    try {
      await listener.query(`LISTEN ${CACHE_CHANNEL}`);
      await t.db('siteSettings').update({ totalBudget: 1234, updatedAt: t.db.fn.now() });
      await sleep(200);
      expect(heard).toEqual([]);

      // One notification for a transaction of two updates, delivered at its commit.
      await t.db.transaction(async (trx) => {
        await trx('siteSettings').update({ boostPrice: 61 });
        await trx('siteSettings').update({ launchAt: null });
        await sleep(100);
        expect(heard).toEqual([]);
      });
      await expect.poll(() => heard, { timeout: 1_000, interval: 10 }).toEqual(['site-settings']);

      // A rolled back change tells nobody.
      await t.db
        .transaction(async (trx) => {
          await trx('siteSettings').update({ siteName: 'Never' });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await sleep(200);
      expect(heard).toEqual(['site-settings']);
    } finally {
      await listener.end();
    }
  });
});

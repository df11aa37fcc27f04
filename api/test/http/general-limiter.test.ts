// The general budget's counter (http/general-limiter.ts) on its own pool: the requests of a moment
// share one statement, each still gets its own place in its key's count, and a spent key is
// refused from memory. api-rate-limit.test.ts checks it through the app and across instances.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalLimiter } from '../../src/http/general-limiter.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let pool: pg.Pool;
let statements = 0;

beforeAll(async () => {
  t = await createTestApp();
  pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 4 });
  // Every statement the limiter sends takes a client of its pool.
  pool.on('acquire', () => (statements += 1));
});

afterAll(async () => {
  await pool?.end();
  await t?.close();
});

async function sent<T>(run: () => Promise<T>) {
  const before = statements;
  const value = await run();
  return { value, statements: statements - before };
}

describe('the general budget counter', () => {
  it('counts a burst of many keys in a few statements, each request in its place', async () => {
    const limiter = generalLimiter(pool, 'burst', 5, 5_000);
    const keys = Array.from({ length: 10 }, (_, i) => `key-${i}`);
    const { value: spent, statements: n } = await sent(() => Promise.all(keys.flatMap((key) => Array.from({ length: 4 }, () => limiter.consume(key)))));
    // 40 requests: the first is counted at once, the 39 that came meanwhile together.
    expect(n).toBeLessThanOrEqual(3);
    expect(spent.every((s) => !s.refused)).toBe(true);
    for (let k = 0; k < keys.length; k += 1) {
      expect(spent.slice(k * 4, k * 4 + 4).map((s) => s.result.remainingPoints).sort()).toEqual([1, 2, 3, 4]);
    }
    const { rows } = await pool.query("SELECT key, points FROM rate_limits WHERE key LIKE 'burst:%' ORDER BY key");
    expect(rows).toEqual(keys.sort().map((key) => ({ key: `burst:${key}`, points: 4 })));
  });

  it('lets exactly the budget through a parallel flood of one key, then refuses it from memory', async () => {
    const limiter = generalLimiter(pool, 'flood', 5, 5_000);
    const spent = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('one')));
    expect(spent.filter((s) => !s.refused).map((s) => s.result.remainingPoints).sort()).toEqual([0, 1, 2, 3, 4]);
    const refused = spent.filter((s) => s.refused);
    expect(refused).toHaveLength(15);
    expect(refused.every((s) => s.result.msBeforeNext > 0 && s.result.msBeforeNext <= 60_000)).toBe(true);
    const after = await sent(() => Promise.all(Array.from({ length: 50 }, () => limiter.consume('one'))));
    expect(after.value.every((s) => s.refused)).toBe(true);
    expect(after.statements).toBe(0);
  });

  it('is one count for two instances, one after the other', async () => {
    const [a, b] = [generalLimiter(pool, 'shared', 3, 5_000), generalLimiter(pool, 'shared', 3, 5_000)];
    const seen = [];
    for (const limiter of [a, b, a]) seen.push((await limiter.consume('k')).result.remainingPoints);
    expect(seen).toEqual([2, 1, 0]);
    expect((await b.consume('k')).refused).toBe(true);
  });

  it('counts in memory, with the same budget, while PostgreSQL cannot answer', async () => {
    const broken = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 200 });
    broken.on('error', () => undefined);
    try {
      const limiter = generalLimiter(broken, 'down', 2, 100);
      const spent = [];
      for (let i = 0; i < 3; i += 1) spent.push(await limiter.consume('k'));
      expect(spent.map((s) => s.refused)).toEqual([false, false, true]);
    } finally {
      await broken.end();
    }
  });
});

// The general budget's counter (http/general-limiter.ts) on its own pool: the requests of a moment
// share one statement, each still gets its own place in its key's count, and a spent key is
// refused from memory. api-rate-limit.test.ts checks it through the app and across instances.
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  vi.useRealTimers();
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

  it('counts a busy key ahead: one statement claims its next requests\' places, taken in order from memory', async () => {
    // Only the clock is faked: the seconds a key's pace is measured in.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    vi.setSystemTime(start);
    const limiter = generalLimiter(pool, 'busy', 1000, 5_000);
    const quiet = [];
    for (let i = 0; i < 200; i += 1) quiet.push(await limiter.consume('campus'));
    // A second of 200 requests: the next statement claims a tenth of a second's (20) ahead.
    vi.setSystemTime(start + 1000);
    const { value: busy, statements: n } = await sent(async () => {
      const spent = [];
      for (let i = 0; i < 21; i += 1) spent.push(await limiter.consume('campus'));
      return spent;
    });
    expect(n).toBe(1);
    expect([...quiet, ...busy].map((s) => s.result.consumedPoints)).toEqual(Array.from({ length: 221 }, (_, i) => i + 1));
    expect(busy.every((s) => !s.refused && s.result.remainingPoints === 1000 - s.result.consumedPoints)).toBe(true);
    const { rows } = await pool.query("SELECT points FROM rate_limits WHERE key = 'busy:campus'");
    expect(rows).toEqual([{ points: 221 }]);
    // The claim used up, the next request is counted again.
    expect((await sent(() => limiter.consume('campus'))).statements).toBe(1);
  });

  it('gives the requests that queued behind a busy key\'s claim their places from it when it lands', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    vi.setSystemTime(start);
    const limiter = generalLimiter(pool, 'queued', 1000, 5_000);
    for (let i = 0; i < 200; i += 1) await limiter.consume('campus');
    vi.setSystemTime(start + 1000);
    // The first is counted alone with 20 ahead (202–221); the 29 behind it take those 20, and
    // only the other 9 wait for a second statement.
    const { value: spent, statements: n } = await sent(() => Promise.all(Array.from({ length: 30 }, () => limiter.consume('campus'))));
    expect(n).toBe(2);
    expect(spent.map((s) => s.result.consumedPoints)).toEqual(Array.from({ length: 30 }, (_, i) => 201 + i));
    expect(spent.every((s) => !s.refused)).toBe(true);
  });

  it('never claims past the budget: two instances let exactly the budget through a busy key', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Math.ceil(Date.now() / 1000) * 1000 + 1000;
    vi.setSystemTime(start);
    const [a, b] = [generalLimiter(pool, 'both', 50, 5_000), generalLimiter(pool, 'both', 50, 5_000)];
    for (let i = 0; i < 40; i += 1) await a.consume('k');
    vi.setSystemTime(start + 1000);
    // a claims 41 and 4 ahead (42–45); b's requests take 46–50, then are refused.
    const first = await a.consume('k');
    const fromB = [];
    for (let i = 0; i < 6; i += 1) fromB.push(await b.consume('k'));
    const { value: fromA, statements: n } = await sent(async () => {
      const spent = [];
      for (let i = 0; i < 4; i += 1) spent.push(await a.consume('k'));
      return spent;
    });
    expect(first.result.consumedPoints).toBe(41);
    expect(fromB.map((s) => s.refused)).toEqual([false, false, false, false, false, true]);
    expect(fromB.slice(0, 5).map((s) => s.result.consumedPoints)).toEqual([46, 47, 48, 49, 50]);
    expect(fromA.map((s) => [s.result.consumedPoints, s.refused])).toEqual([[42, false], [43, false], [44, false], [45, false]]);
    expect(n).toBe(0);
    expect((await a.consume('k')).refused).toBe(true);
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

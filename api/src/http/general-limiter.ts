import type pg from 'pg';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** The general budgets' window: a minute from a key's first request in it (rate-limiter-flexible's fixed window). */
const MINUTE_MS = 60_000;

/** Past this many keys, the spent ones whose window has ended are forgotten. */
const SPENT_SWEEP_AT = 10_000;

export interface Spent {
  result: RateLimiterRes;
  /** The budget was spent before this request. */
  refused: boolean;
}

export interface GeneralLimiter {
  points: number;
  consume(key: string): Promise<Spent>;
}

/** A request's place in its key's count, once PostgreSQL has counted it, and when the window ends. */
interface Counted {
  consumed: number;
  expire: number;
}

type Waiter = (counted: Counted | Error) => void;

/**
 * All the keys' increments of one batch in one statement, in key order (two instances' batches
 * lock their common rows in the same order, so they never deadlock). The table and the window are
 * rate-limiter-flexible's: a key's row counts from its first request until `expire`.
 */
const COUNT_BATCH = `
  INSERT INTO rate_limits (key, points, expire)
  SELECT k, p, $3::bigint FROM unnest($1::text[], $2::int[]) AS t(k, p)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN rate_limits.expire <= $4 THEN excluded.points ELSE rate_limits.points + excluded.points END,
    expire = CASE WHEN rate_limits.expire <= $4 THEN excluded.expire ELSE rate_limits.expire END
  RETURNING key, points, expire`;

/**
 * A budget per window (a minute unless told) counted in PostgreSQL, so all instances share it (no split of the budget by
 * a guessed instance count, which a load balancer's uneven spread would make wrong).
 * - One statement counts every request of a moment: those that arrive while a count is on its way
 *   wait for the next, which counts them all, each key's in one row. Alone, a request is counted
 *   at once; under load an instance sends a statement per round trip instead of one per request
 *   (the upsert per request was the API's largest cost per read). Each request still gets its own
 *   place in its key's count, as if counted alone.
 * - A key whose budget is spent is refused from memory until its window ends: a flood costs no
 *   database writes.
 * - PostgreSQL failing or slower than `waitMs`: this process counts in its own memory with the
 *   same budget, and the request goes on (its own queries then answer 503 if the database is
 *   down), so the limiter never makes an outage worse.
 * `consume` resolves for a refusal too (`refused`), so the caller sets the headers either way.
 */
export function generalLimiter(pool: pg.Pool, keyPrefix: string, points: number, waitMs: number, windowMs = MINUTE_MS): GeneralLimiter {
  const local = new RateLimiterMemory({ keyPrefix, points, duration: windowMs / 1000 });
  const spent = new Map<string, number>();
  let queued = new Map<string, Waiter[]>();
  let counting = false;

  async function countQueued() {
    counting = true;
    try {
      while (queued.size > 0) {
        const batch = queued;
        queued = new Map();
        const keys = [...batch.keys()].sort();
        const now = Date.now();
        try {
          const { rows } = await pool.query<{ key: string; points: number; expire: string }>({
            name: 'general-limit-count',
            text: COUNT_BATCH,
            values: [keys.map((k) => `${keyPrefix}:${k}`), keys.map((k) => batch.get(k)!.length), now + windowMs, now],
          });
          const byKey = new Map(rows.map((r) => [r.key, r]));
          for (const key of keys) {
            const row = byKey.get(`${keyPrefix}:${key}`)!;
            const waiters = batch.get(key)!;
            // In arrival order: the last of the batch is the row's total.
            waiters.forEach((resolve, i) => resolve({ consumed: Number(row.points) - (waiters.length - 1 - i), expire: Number(row.expire) }));
          }
        } catch (err) {
          for (const waiters of batch.values()) for (const resolve of waiters) resolve(err as Error);
        }
      }
    } finally {
      counting = false;
    }
  }

  const settle = (p: Promise<RateLimiterRes>): Promise<Spent> =>
    p.then(
      (result) => ({ result, refused: false }),
      (e: unknown) => (e instanceof RateLimiterRes ? { result: e, refused: true } : Promise.reject(e)),
    );

  function refusedUntil(key: string, now: number): number | undefined {
    const until = spent.get(key);
    if (until === undefined) return undefined;
    if (until > now) return until;
    spent.delete(key);
    return undefined;
  }

  function markSpent(key: string, until: number) {
    if (spent.size >= SPENT_SWEEP_AT) {
      const now = Date.now();
      for (const [k, t] of spent) if (t <= now) spent.delete(k);
    }
    spent.set(key, until);
  }

  return {
    points,
    async consume(key) {
      const now = Date.now();
      const until = refusedUntil(key, now);
      if (until !== undefined) return { result: new RateLimiterRes(0, until - now, points + 1, false), refused: true };

      const counted = new Promise<Counted | Error>((resolve) => {
        let waiters = queued.get(key);
        if (!waiters) queued.set(key, (waiters = []));
        waiters.push(resolve);
      });
      if (!counting) void countQueued();

      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), waitMs)));
      try {
        const first = await Promise.race([counted, slow]);
        if (first === 'slow' || first instanceof Error) return await settle(local.consume(key));
        const msBeforeNext = Math.max(0, first.expire - Date.now());
        const result = new RateLimiterRes(Math.max(0, points - first.consumed), msBeforeNext, first.consumed, first.consumed === 1);
        if (first.consumed <= points) return { result, refused: false };
        markSpent(key, first.expire);
        return { result, refused: true };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

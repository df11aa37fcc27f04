import type pg from 'pg';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** The general budgets' window: a minute from a key's first request in it (rate-limiter-flexible's fixed window). */
const MINUTE_MS = 60_000;

/** Past this many keys, the spent ones whose window has ended are forgotten. */
const SPENT_SWEEP_AT = 10_000;

/**
 * A key this busy at one instance (requests in its last whole second) is counted ahead: each
 * statement for it also claims the points its next LEASE_AHEAD_MS of requests will spend, up to
 * MAX_LEASE, and those requests take them from memory without a round trip.
 */
const BUSY_PER_SECOND = 20;
const LEASE_AHEAD_MS = 100;
const MAX_LEASE = 64;

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

/** Places in a key's count claimed ahead by this instance: `next` to `last`, until `expire`. */
interface Lease {
  next: number;
  last: number;
  expire: number;
}

/** A key's requests at this instance in the current second and in the one before it. */
interface Pace {
  second: number;
  count: number;
  before: number;
}

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
 * - A busy key (a campus's NAT address, an integration's token: BUSY_PER_SECOND and more at this
 *   instance) is counted ahead: its statement also claims the places its next tenth of a second
 *   will take, and those requests take them from memory, in order, without waiting on PostgreSQL.
 *   The claim never holds places past the budget, so no instance lets more through than the
 *   budget; places claimed and not used by the window's end are lost, so a busy key may be
 *   refused up to MAX_LEASE requests early per instance. A quiet key claims only its own.
 * - PostgreSQL failing or slower than `waitMs`: this process counts in its own memory with the
 *   same budget, and the request goes on (its own queries then answer 503 if the database is
 *   down), so the limiter never makes an outage worse.
 * `consume` resolves for a refusal too (`refused`), so the caller sets the headers either way.
 */
export function generalLimiter(pool: pg.Pool, keyPrefix: string, points: number, waitMs: number, windowMs = MINUTE_MS): GeneralLimiter {
  const local = new RateLimiterMemory({ keyPrefix, points, duration: windowMs / 1000 });
  const spent = new Map<string, number>();
  const leases = new Map<string, Lease>();
  const paces = new Map<string, Pace>();
  let sweptIn = 0;
  let queued = new Map<string, Waiter[]>();
  let counting = false;

  /** The points a statement claims ahead for `key`, beyond its waiting requests' own. */
  function claimAhead(key: string) {
    const pace = paces.get(key);
    return pace && pace.before >= BUSY_PER_SECOND ? Math.min(MAX_LEASE, Math.floor((pace.before * LEASE_AHEAD_MS) / 1000)) : 0;
  }

  /** The next claimed place of `key`'s count, if this instance holds one still in its window. */
  function fromLease(key: string, now: number): Counted | undefined {
    const lease = leases.get(key);
    if (lease === undefined) return undefined;
    if (lease.expire <= now) {
      leases.delete(key);
      return undefined;
    }
    const counted = { consumed: lease.next, expire: lease.expire };
    if (lease.next++ === lease.last) leases.delete(key);
    return counted;
  }

  async function countQueued() {
    counting = true;
    try {
      while (queued.size > 0) {
        const batch = queued;
        queued = new Map();
        const keys = [...batch.keys()].sort();
        const claims = keys.map((k) => batch.get(k)!.length + claimAhead(k));
        const now = Date.now();
        try {
          const { rows } = await pool.query<{ key: string; points: number; expire: string }>({
            name: 'general-limit-count',
            text: COUNT_BATCH,
            values: [keys.map((k) => `${keyPrefix}:${k}`), claims, now + windowMs, now],
          });
          const byKey = new Map(rows.map((r) => [r.key, r]));
          keys.forEach((key, k) => {
            const row = byKey.get(`${keyPrefix}:${key}`)!;
            const waiters = batch.get(key)!;
            const [total, expire] = [Number(row.points), Number(row.expire)];
            // The claim's places end at the row's total: the waiters', in arrival order, then those claimed ahead.
            const first = total - claims[k]! + 1;
            waiters.forEach((resolve, i) => resolve({ consumed: first + i, expire }));
            // Places past the budget would only be refused: none is held.
            const ahead = { next: first + waiters.length, last: Math.min(total, points), expire };
            if (ahead.next <= ahead.last) lease(key, ahead);
          });
        } catch (err) {
          for (const waiters of batch.values()) for (const resolve of waiters) resolve(err as Error);
        }
      }
    } finally {
      counting = false;
    }
  }

  /** Holds `ahead` for `key`'s next requests; those already waiting for the next statement take theirs now. */
  function lease(key: string, ahead: Lease) {
    leases.set(key, ahead);
    const waiting = queued.get(key);
    if (waiting === undefined) return;
    const now = Date.now();
    while (waiting.length > 0) {
      const counted = fromLease(key, now);
      if (counted === undefined) return;
      waiting.shift()!(counted);
    }
    queued.delete(key);
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

  /**
   * Counts `key`'s request in its second. Past SPENT_SWEEP_AT keys, the keys idle since the second
   * before and the ended leases are forgotten, at most once a second (many addresses at once must
   * not make every request walk them all).
   */
  function pace(key: string, now: number) {
    const second = Math.floor(now / 1000);
    const known = paces.get(key);
    if (known === undefined) {
      if (paces.size >= SPENT_SWEEP_AT && second !== sweptIn) {
        sweptIn = second;
        for (const [k, p] of paces) if (p.second < second - 1) paces.delete(k);
        for (const [k, l] of leases) if (l.expire <= now) leases.delete(k);
      }
      paces.set(key, { second, count: 1, before: 0 });
    } else if (known.second === second) {
      known.count += 1;
    } else {
      known.before = known.second === second - 1 ? known.count : 0;
      known.second = second;
      known.count = 1;
    }
  }

  const spentAt = (counted: Counted, key: string): Spent => {
    const msBeforeNext = Math.max(0, counted.expire - Date.now());
    const result = new RateLimiterRes(Math.max(0, points - counted.consumed), msBeforeNext, counted.consumed, counted.consumed === 1);
    if (counted.consumed <= points) return { result, refused: false };
    markSpent(key, counted.expire);
    return { result, refused: true };
  };

  return {
    points,
    async consume(key) {
      const now = Date.now();
      const until = refusedUntil(key, now);
      if (until !== undefined) return { result: new RateLimiterRes(0, until - now, points + 1, false), refused: true };
      pace(key, now);
      const leased = fromLease(key, now);
      if (leased !== undefined) return spentAt(leased, key);

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
        return spentAt(first, key);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

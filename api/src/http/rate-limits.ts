import type { Knex } from 'knex';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { generalLimiter, type GeneralLimiter } from './general-limiter.js';
import { HttpProblem, tooManyRequests } from './problem.js';

type KeyOf = (req: Request) => string;

export interface RateLimit {
  /** Express middleware that spends one point per request under `key`. */
  (key: KeyOf): RequestHandler;
  limiter: RateLimiterPostgres;
}

const ip: KeyOf = (req) => req.ip ?? 'unknown';
const emailOf = (req: Request) => String((req.body as { email?: unknown })?.email ?? '').toLowerCase();

/**
 * The per-address budgets a whole campus shares when it reaches us through one NAT address (the
 * reasoning is in the README's "Rate limits and proxies"). Tests pass smaller ones.
 */
export interface RateLimitOptions {
  /** Failed log-ins (wrong password, unknown account ...) one address may make in 15 minutes. */
  loginFailuresPerAddress?: number;
  /** Sign-ups one address may make in an hour ... */
  signUpsPerAddressPerHour?: number;
  /** ... and in any one minute of it, so a script cannot spend the hour's in a few seconds. */
  signUpsPerAddressPerMinute?: number;
  /** The general budget (every /api request but picture files) of one personal access token, a minute. */
  apiPerTokenPerMinute?: number;
  /** ... of one signed-in student or admin (their cookie session), a minute. */
  apiPerUserPerMinute?: number;
  /** ... of one address for everyone else (visitors, the store portal's cookie), a minute. */
  apiPerAddressPerMinute?: number;
}

export const DEFAULT_RATE_LIMITS: Required<RateLimitOptions> = {
  loginFailuresPerAddress: 100,
  signUpsPerAddressPerHour: 300,
  signUpsPerAddressPerMinute: 30,
  apiPerTokenPerMinute: 600,
  apiPerUserPerMinute: 1200,
  apiPerAddressPerMinute: 3000,
};

/** How long the general limiter waits for PostgreSQL before it counts in this process's memory. */
const SHARED_COUNTER_WAIT_MS = 250;

/** Picture files: immutable, cached a year by browsers and any CDN; a page of cards loads dozens. */
const UNCOUNTED = /^\/api\/images\/[^/]+\/[^/]+$/;

/**
 * Counters live in PostgreSQL so every API instance shares them. Expired rows are pruned by the
 * `prune-rate-limits` job, not by each limiter's own timer.
 */
export function createRateLimits(pool: pg.Pool, options: RateLimitOptions = {}) {
  const budgets = { ...DEFAULT_RATE_LIMITS, ...options };
  /** `insured`: while PostgreSQL cannot be reached, count in this process's memory instead of failing. */
  const make = (keyPrefix: string, points: number, durationSeconds: number, insured = false): RateLimit => {
    const limiter = new RateLimiterPostgres({
      storeClient: pool,
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
      ...(insured ? { insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }) } : {}),
    });
    const middleware = (key: KeyOf): RequestHandler => async (req, _res, next) => {
      try {
        await limiter.consume(key(req));
        next();
      } catch (e) {
        if (e instanceof RateLimiterRes) return next(tooManyRequests(e.msBeforeNext / 1000));
        next(e);
      }
    };
    return Object.assign(middleware, { limiter });
  };

  const loginPerIpAndAccount = make('login', 10, 15 * 60);
  // Failed attempts only (a log-in that gets in gives its point back, see loginSucceeded), so a
  // campus behind one address is held back by its wrong passwords, not by its students signing in.
  const loginPerIp = make('login-ip', budgets.loginFailuresPerAddress, 15 * 60);
  // Across all addresses, so guesses spread over many cannot go on; above the per-address budget,
  // and over the same 15 minutes, so whoever spends it locks the owner out only that long.
  const loginPerAccount = make('login-account', 30, 15 * 60);
  const signUpPerIpPerMinute = make('signup-burst', budgets.signUpsPerAddressPerMinute, 60);
  const signUpPerIp = make('signup', budgets.signUpsPerAddressPerHour, 60 * 60);
  const resetPerAccount = make('password-reset', 5, 60 * 60);
  const publicWritePerIp = make('public-write', 60, 15 * 60);
  /*
   * The store portal's entry code: only failed attempts are counted, per address (an IPv6 /64)
   * and per network (an IPv4 /24, an IPv6 /48); no budget is shared by everyone, so nobody's
   * guesses lock out the owners of other networks. The arithmetic is in the store-portal
   * module's throttle.
   */
  const entryCodePerAddress = make('entry-code', 5, 15 * 60);
  const entryCodePerNetwork = make('entry-code-network', 25, 15 * 60);
  // Insured: the call must still give its soft failure when the database is down.
  const expireListingsPerIp = make('expire-listings', 30, 60, true);

  const apiPerToken = generalLimiter(pool, 'api-token', budgets.apiPerTokenPerMinute, SHARED_COUNTER_WAIT_MS);
  const apiPerUser = generalLimiter(pool, 'api-user', budgets.apiPerUserPerMinute, SHARED_COUNTER_WAIT_MS);
  const apiPerAddress = generalLimiter(pool, 'api-address', budgets.apiPerAddressPerMinute, SHARED_COUNTER_WAIT_MS);
  /** Whose budget a request spends: its token's, else its signed-in user's, else its address's. */
  const generalBudgetOf = (req: Request): [GeneralLimiter, string] =>
    req.accessToken ? [apiPerToken, req.accessToken.id] : req.user ? [apiPerUser, req.user.id] : [apiPerAddress, ip(req)];
  const spendGeneral = async (res: Response, limiter: GeneralLimiter, key: string) => {
    const { result, refused } = await limiter.consume(key);
    res.set({
      'RateLimit-Limit': String(limiter.points),
      'RateLimit-Remaining': String(Math.max(0, result.remainingPoints)),
      'RateLimit-Reset': String(Math.max(0, Math.ceil(result.msBeforeNext / 1000))),
    });
    return refused ? tooManyRequests(result.msBeforeNext / 1000) : undefined;
  };

  return {
    /**
     * The general budget of every /api request (after the access token and the session are read,
     * so it knows whose it is), with the RateLimit headers of draft-ietf-httpapi-ratelimit-headers
     * on every answer. The second handler counts the requests refused before it (a bad token's
     * 401) against their address, so guessing tokens spends a budget too.
     */
    api: [
      (req, res, next) => {
        if (req.method === 'OPTIONS' || UNCOUNTED.test(req.baseUrl + req.path)) return next();
        const [limiter, key] = generalBudgetOf(req);
        spendGeneral(res, limiter, key).then(next, next);
      },
      (err, req, res, next) => {
        // Only what was refused before the budget was spent (its own 429 has the headers already).
        if (!(err instanceof HttpProblem) || res.headersSent || res.get('RateLimit-Limit')) return next(err);
        spendGeneral(res, apiPerAddress, ip(req)).then((refused) => next(refused ?? err), () => next(err));
      },
    ] as [RequestHandler, ErrorRequestHandler],
    /**
     * Every attempt spends a point of each budget before its password is checked, and is refused
     * (429) once any is spent: a right password too. Were it let through while wrong ones got 429,
     * the 429 itself would tell a guesser "wrong", and the per-address budget would stop nobody.
     * An address whose failures ran out is being guessed from; its owners wait out the window, or
     * sign in from another network, while the per-account budgets keep their accounts safe.
     */
    login: [loginPerIp(ip), loginPerIpAndAccount((req) => `${ip(req)}:${emailOf(req)}`), loginPerAccount(emailOf)],
    /**
     * A log-in that got in gives its points back: the budgets count failed guesses, so the owner
     * signing in (or someone else's wrong guesses plus the owner's own visits) does not bring the
     * lock-out closer, and a campus behind one address can sign in as often as it likes.
     */
    loginSucceeded: async (req: Request) => {
      await Promise.all([
        loginPerIp.limiter.reward(ip(req), 1),
        loginPerIpAndAccount.limiter.reward(`${ip(req)}:${emailOf(req)}`, 1),
        loginPerAccount.limiter.reward(emailOf(req), 1),
      ]);
    },
    /**
     * The right password of an account that may not sign in yet (its e-mail is unverified): not a
     * guess, so the address's point comes back (students who try before opening their link must
     * not lock out their campus). The account's budgets keep it, as before.
     */
    loginPasswordRight: async (req: Request) => {
      await loginPerIp.limiter.reward(ip(req), 1);
    },
    /** The minute's budget first: attempts it refuses do not spend the hour's. */
    signUp: [signUpPerIpPerMinute(ip), signUpPerIp(ip)],
    passwordReset: [publicWritePerIp(ip), resetPerAccount(emailOf)],
    /** Any other write a visitor can make (token confirmations, contact forms ...). */
    publicWrite: [publicWritePerIp(ip)],
    /** POST /api/sanity/expire-listings, which anyone may call (the original web client calls it itself). */
    expireListings: [expireListingsPerIp(ip)],
    /** The portal's entry-code attempts, keyed by the address of `addressOf(req)` and by its network. */
    entryCode: { perAddress: entryCodePerAddress.limiter, perNetwork: entryCodePerNetwork.limiter, addressOf: ip },
    /** Writes by a signed-in student that cost us something (e-mail), per account. */
    perUser: (prefix: string, points: number, durationSeconds: number) =>
      make(prefix, points, durationSeconds)((req) => req.user?.id ?? ip(req)),
    /** A visitor's write that costs us something (e-mail, a row to review), per IP address. */
    perIp: (prefix: string, points: number, durationSeconds: number) => make(prefix, points, durationSeconds)(ip),
    /**
     * A budget of the caller's own keys (the chat's sends, per student, over HTTP and its socket),
     * to consume where there is no request. Counted like the general budget: the keys of a moment
     * in one statement, so a busy chat costs a statement per round trip, not a commit per message.
     */
    perKey: (prefix: string, points: number, durationSeconds: number) =>
      generalLimiter(pool, prefix, points, SHARED_COUNTER_WAIT_MS, durationSeconds * 1000),
    /** Writes through the owner portal that cost us something (uploads), per store. */
    perStore: (prefix: string, points: number, durationSeconds: number) =>
      make(prefix, points, durationSeconds)((req) => req.storeSession?.storeId ?? ip(req)),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

/** Drops the counters whose window has passed (the limiters' own timers are off: a job does it). */
export async function pruneRateLimits(db: Knex) {
  await db.raw('DELETE FROM rate_limits WHERE expire < ?', [Date.now()]);
}

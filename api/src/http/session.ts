import connectPgSimple from 'connect-pg-simple';
import { Router, type Request, type RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Config } from '../config.js';
import { dropCached, keyedCache } from '../db/cache-bus.js';
import type { Db } from '../db/knex.js';
import { hasBearerToken } from './access-token.js';
import { isApiPath } from './api-path.js';

declare module 'express-session' {
  interface SessionData {
    /** Where Google sign-in returns to. */
    returnTo?: string;
  }
}

export const SESSION_COOKIE = 'thriftz.sid';

/** What the session read found for the session's student: their id in the session and their row. */
export interface SessionUserRead {
  id: string;
  /** Undefined when no such student exists any more. */
  user: Express.User | undefined;
}

/**
 * The tables a session's read is made of, as their triggers notify them (migration
 * 20261211000000-session-read-notify): a change to one drops every instance's copies of the reads.
 */
export const SESSION_READ_TOPICS = { sessions: 'sessions', users: 'users', suspensions: 'user-suspensions' } as const;

/** A live session row as connect-pg-simple stores it, with the student its passport names. */
export interface SessionWithUser {
  sess: unknown;
  /** When the session runs out. */
  expire: Date;
  /** passport's `user` in the session (a student id), if any. */
  passportUser: string | null;
  /** Undefined when the session names no student, or one that no longer exists. */
  user: Express.User | undefined;
}

/**
 * Reads the unexpired session `sid` (`nowSeconds`: connect-pg-simple's clock) and its student in
 * one statement (the users module provides it: it owns the student's row).
 */
export type SessionWithUserReader = (pool: pg.Pool, sid: string, nowSeconds: number) => Promise<SessionWithUser | undefined>;

const sessionUserRead = Symbol('thriftz.sessionUserRead');
type WithRead = { [sessionUserRead]?: SessionUserRead };

/**
 * The student the session read of this request found, for passport's deserializeUser (auth):
 * read in the same query as the session row, so a signed-in request costs one round trip.
 */
export const sessionUserReadOf = (req: object): SessionUserRead | undefined => (req as WithRead)[sessionUserRead];

/** A session's read as this instance keeps it: its JSON, parsed afresh for each request (express-session changes it). */
interface KeptSessionRead {
  sessJson: string;
  passportUser: string | null;
  user: Express.User | undefined;
  expire: number;
}

/** Kept at most this long, notified or not; a session read costs one indexed lookup. */
const SESSION_READ_TTL_MS = 60_000;
const SESSION_READS_KEPT = 20_000;

const sessionReads = keyedCache<KeptSessionRead | undefined>(Object.values(SESSION_READ_TOPICS), {
  max: SESSION_READS_KEPT,
  ttlMs: SESSION_READ_TTL_MS,
});

/** A read is good while its session and its student's suspension have not run out. */
const stillGood = (read: KeptSessionRead | undefined) =>
  read !== undefined && read.expire > Date.now() && (read.user?.suspension?.until ?? Infinity) > new Date();

function kept(row: SessionWithUser | undefined): KeptSessionRead | undefined {
  if (!row) return undefined;
  const user = row.user && Object.freeze({ ...row.user, suspension: row.user.suspension && Object.freeze({ ...row.user.suspension }) });
  return {
    sessJson: typeof row.sess === 'string' ? row.sess : JSON.stringify(row.sess),
    passportUser: row.passportUser,
    user,
    expire: row.expire.getTime(),
  };
}

/**
 * connect-pg-simple whose `get` also reads the session's student (`readSession`), in one
 * statement and so one snapshot. An instance keeps the read (db/cache-bus.ts keyedCache) only
 * while it listens for the triggers of the sessions, users and suspensions tables: a session
 * deleted elsewhere (logout, endSessionsOf, a deleted account) or a changed row (isAdmin, a
 * suspension) drops every instance's copies at its commit, and its writer's own instance at once
 * (dropCachedOnCommit), so the student's next request is read afresh. While the instance cannot
 * listen, every request reads. `createSession` (express-session hands it the request) moves
 * what was read onto the request for deserializeUser.
 */
function sessionStore(pool: pg.Pool, db: Db, readSession: SessionWithUserReader) {
  const PgStore = connectPgSimple(session);
  class SessionWithUserStore extends PgStore {
    override get(sid: string, fn: (err: unknown, sess?: session.SessionData | null) => void) {
      // connect-pg-simple's own clock: whole seconds, rounded up.
      const read = () => readSession(pool, sid, Math.ceil(Date.now() / 1000)).then(kept);
      sessionReads.get(db, sid, read, stillGood).then(
        (row) => {
          if (!row) return fn(null, null);
          let sess: session.SessionData & WithRead;
          try {
            sess = JSON.parse(row.sessJson) as session.SessionData;
          } catch {
            return this.destroy(sid, (err) => fn(err));
          }
          if (typeof row.passportUser === 'string') {
            // A symbol's property: neither JSON.stringify nor express-session's copy (for…in) sees it.
            sess[sessionUserRead] = { id: row.passportUser, user: row.user };
          }
          fn(null, sess);
        },
        (err: unknown) => fn(err),
      );
    }

    // Once written (each statement commits on its own), this instance's reads of sessions are
    // dropped, the one in flight too: only forgetting `sid` would let a read that began before
    // the write keep the old row until the trigger's notification came back.
    override set(sid: string, sess: session.SessionData, fn?: (err?: unknown) => void) {
      super.set(sid, sess, (err?: unknown) => {
        dropCached(db, SESSION_READ_TOPICS.sessions);
        fn?.(err);
      });
    }

    override destroy(sid: string, fn?: (err?: unknown) => void) {
      super.destroy(sid, (err?: unknown) => {
        dropCached(db, SESSION_READ_TOPICS.sessions);
        fn?.(err);
      });
    }

    override createSession(req: Request, sess: session.SessionData & WithRead) {
      const read = sess[sessionUserRead];
      (req as WithRead)[sessionUserRead] = read;
      return super.createSession(req, sess);
    }
  }
  return new SessionWithUserStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: false, disableTouch: true });
}

/**
 * Sessions live in PostgreSQL (table from a migration, pruned by the `prune-sessions` job), so
 * any API instance can serve any request.
 */
export function createSessionMiddleware(config: Config, pool: pg.Pool, db: Db, readSession: SessionWithUserReader) {
  // No touch: a request with a live session costs one read at most, not a read and a write.
  const store = sessionStore(pool, db, readSession);
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: 30 * 24 * 60 * 60 * 1000,
      path: '/',
    },
  });
  return { middleware, store };
}

/**
 * Requests that can neither read nor start a session: a token's requests, a visitor's reads, and
 * everyone's reads of the built apps (their files and index.html are the same for all, so a signed-in student's page
 * load neither waits for the session store nor fails with it).
 */
function sessionless(req: Request) {
  // A token speaks for the request (access-token.ts): no session is read, none is started.
  if (hasBearerToken(req)) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!isApiPath(req.path)) return true;
  if (req.path.startsWith('/api/auth/google')) return false; // keeps OAuth state and returnTo
  return !req.headers.cookie?.includes(`${SESSION_COOKIE}=`);
}

/**
 * Runs the session chain only when there can be a session: a visitor's GET and any GET of the
 * apps skip the session store and its per-request id generation altogether.
 */
export function whenSessionPossible(handlers: RequestHandler[]): RequestHandler {
  const chain = Router().use(...handlers);
  return (req, res, next) => (sessionless(req) ? next() : chain(req, res, next));
}

import connectPgSimple from 'connect-pg-simple';
import { Router, type Request, type RequestHandler } from 'express';
import session from 'express-session';
import type pg from 'pg';
import type { Config } from '../config.js';
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
 * How the session read joins the session's student (the users module provides it): the join,
 * given the SQL of the student id the session holds (a uuid, or null), the columns it adds, and
 * the student they make (undefined when the join found none).
 */
export interface SessionUserJoin {
  join: (sessionUserId: string) => string;
  columns: string;
  fromRow: (row: Record<string, unknown>) => Express.User | undefined;
}

const sessionUserRead = Symbol('thriftz.sessionUserRead');
type WithRead = { [sessionUserRead]?: SessionUserRead };

/**
 * The student the session read of this request found, for passport's deserializeUser (auth):
 * read in the same query as the session row, so a signed-in request costs one round trip.
 */
export const sessionUserReadOf = (req: object): SessionUserRead | undefined => (req as WithRead)[sessionUserRead];

/** The session's student id as connect-pg-simple stores it (passport's `user`), if it is a uuid. */
const sessionUserId = `CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9a-fA-F-]{36}$' THEN (s.sess->'passport'->>'user')::uuid END`;

/**
 * connect-pg-simple whose `get` also reads the session's student (`student.join`), in one
 * statement and so one snapshot: a session deleted elsewhere (logout, endSessionsOf, a deleted
 * account) is gone, and a changed row (isAdmin) is read as it is now, on the very next request,
 * on every instance. Nothing is cached between requests. `createSession` (express-session hands
 * it the request) moves what was read onto the request for deserializeUser.
 */
function sessionStore(pool: pg.Pool, student: SessionUserJoin) {
  const PgStore = connectPgSimple(session);
  const text =
    `SELECT s.sess, s.sess->'passport'->>'user' AS passport_user, ${student.columns} FROM sessions s ` +
    `${student.join(sessionUserId)} WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`;
  class SessionWithUserStore extends PgStore {
    override get(sid: string, fn: (err: unknown, sess?: session.SessionData | null) => void) {
      // A named statement: each connection parses and plans it once (half the server's work on
      // a read this small). connect-pg-simple's own clock: whole seconds, rounded up.
      pool.query({ name: 'thriftz-session-read', text, values: [sid, Math.ceil(Date.now() / 1000)] }).then(
        ({ rows }) => {
          const row = rows[0] as Record<string, unknown> | undefined;
          if (!row) return fn(null, null);
          let sess: session.SessionData & WithRead;
          try {
            sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as session.SessionData;
          } catch {
            return this.destroy(sid, (err) => fn(err));
          }
          if (typeof row.passport_user === 'string') {
            Object.defineProperty(sess, sessionUserRead, { value: { id: row.passport_user, user: student.fromRow(row) }, enumerable: false });
          }
          fn(null, sess);
        },
        (err: unknown) => fn(err),
      );
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
export function createSessionMiddleware(config: Config, pool: pg.Pool, student: SessionUserJoin) {
  // No touch: a request with a live session costs one read, not a read and a write.
  const store = sessionStore(pool, student);
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
 * Requests that can neither read nor start a session: a visitor's reads, and everyone's reads of
 * the built apps (their files and index.html are the same for all, so a signed-in student's page
 * load neither waits for the session store nor fails with it).
 */
function sessionless(req: Request) {
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

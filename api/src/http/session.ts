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

/**
 * Sessions live in PostgreSQL (table from a migration, pruned by the `prune-sessions` job), so
 * any API instance can serve any request.
 */
export function createSessionMiddleware(config: Config, pool: pg.Pool) {
  const PgStore = connectPgSimple(session);
  // No touch: a request with a live session costs one read, not a read and a write.
  const store = new PgStore({ pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: false, disableTouch: true });
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

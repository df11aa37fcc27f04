import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { hasBearerToken } from './access-token.js';

/**
 * The mini-store owner portal's session: a store, not a student. It is opened by the store's
 * entry code (store-portal module), kept in its own cookie beside any student session, and
 * scoped to that one store: every portal route reads `req.storeSession.storeId` and nothing else.
 * The cookie holds a random token; the table holds only its SHA-256.
 */
export const STORE_SESSION_COOKIE = 'thriftz.store';
const SESSION_HOURS = 12;

export interface StoreSession {
  storeId: string;
  tokenHash: string;
  expiresAt: Date;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the request carries a live portal session (see storeSessions). */
      storeSession?: StoreSession;
    }
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const cookieOptions = (config: Config): CookieOptions => ({
  httpOnly: true,
  // Strict: the portal is its own app on this origin; no other site's link needs its session.
  sameSite: 'strict',
  secure: config.secureCookies,
  path: '/api',
});

function tokenOf(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header?.includes(`${STORE_SESSION_COOKIE}=`)) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STORE_SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Reads the portal session of requests that carry its cookie (one indexed read); others pass untouched. */
export function storeSessions(db: Db): RequestHandler {
  return async (req, _res, next) => {
    const token = tokenOf(req);
    // A token request is the token's alone (access-token.ts), whatever cookie came with it.
    if (!token || token.length > 200 || hasBearerToken(req)) return next();
    try {
      const row = await db('store_sessions')
        .where({ tokenHash: hashToken(token) })
        .where('expiresAt', '>', db.fn.now())
        .first('storeId', 'tokenHash', 'expiresAt');
      if (row) req.storeSession = row as StoreSession;
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The validator's `storeAuth` check: a live portal session, else 401. */
export function requireStoreSession(req: { storeSession?: StoreSession }): true {
  if (req.storeSession) return true;
  throw Object.assign(new Error('no store session'), { status: 401 });
}

/** Starts a portal session for the store and sets its cookie. */
export async function openStoreSession(db: Db, config: Config, res: Response, storeId: string): Promise<StoreSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 60 * 60 * 1000);
  const tokenHash = hashToken(token);
  await db('store_sessions').insert({ tokenHash, storeId, expiresAt });
  res.cookie(STORE_SESSION_COOKIE, token, { ...cookieOptions(config), expires: expiresAt });
  return { storeId, tokenHash, expiresAt };
}

/** Ends the request's portal session (if any) and clears its cookie. */
export async function closeStoreSession(db: Db, config: Config, req: Request, res: Response): Promise<void> {
  const token = tokenOf(req);
  if (token) await db('store_sessions').where({ tokenHash: hashToken(token) }).delete();
  res.clearCookie(STORE_SESSION_COOKIE, cookieOptions(config));
}

/** Ends every session of the store but `keep` (a regenerated entry code locks the others out); all of them without `keep`. */
export async function closeOtherStoreSessions(db: Db, storeId: string, keep?: string): Promise<void> {
  await db('store_sessions')
    .where({ storeId })
    .modify((q) => (keep ? q.whereNot({ tokenHash: keep }) : q))
    .delete();
}

/** Sessions past their end; the hourly prune removes them. */
export async function pruneStoreSessions(db: Db): Promise<number> {
  return db('store_sessions').where('expiresAt', '<=', db.fn.now()).delete();
}

// Personal access tokens at the door: `Authorization: Bearer thz_…` instead of a cookie (issue 28).
// passport-http-bearer reads the header; the tokens module (injected, as the session read is)
// finds the token and its owner as they are now. A token request runs no session (session.ts),
// passes no origin check (origin-check.ts: a header is not ambient, as a cookie is), and its
// scopes are checked here, by method, before anything else reads the request.
import type { Request, RequestHandler } from 'express';
import type { Strategy } from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { forbidden, HttpProblem } from './problem.js';
import type { SessionUser } from './session-user.js';

export type AccessTokenScope = 'read' | 'write' | 'admin' | 'chat';

/** What a request authenticated by a token knows of it (`req.accessToken`). */
export interface AccessTokenAuth {
  id: string;
  kind: 'user' | 'store';
  scopes: AccessTokenScope[];
  /** The maker is an admin now (a token without the admin scope still acts as a student). */
  ownerIsAdmin: boolean;
}

/** A live token as its owner module finds it: a student's (with the student as now) or a store's. */
export type ResolvedAccessToken =
  | { id: string; scopes: AccessTokenScope[]; expiresAt: Date; user: SessionUser }
  | { id: string; scopes: AccessTokenScope[]; expiresAt: Date; storeId: string };

/** Finds the live (unexpired, unrevoked) token of a secret, with its owner; undefined when there is none. */
export type AccessTokenResolver = (secret: string) => Promise<ResolvedAccessToken | undefined>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the request is authenticated by a personal access token. */
      accessToken?: AccessTokenAuth;
    }
  }
}

/** The app's passport, as far as this needs it (the auth module makes it). */
interface BearerPassport {
  use(name: string, strategy: Strategy): unknown;
  authenticate(strategy: string, options: { session: false }, callback: (err: unknown, found: ResolvedAccessToken | false) => void): RequestHandler;
}

const BEARER = /^bearer(\s|$)/i;
const CHAT_SOCKET = '/api/ws';

/** The path as the client sent it: the ws upgrade hands over a bare IncomingMessage, without Express's `req.path`. */
const pathOf = (req: Request) => (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';

/** The request carries `Authorization: Bearer …` (whether or not the token is good). */
export const hasBearerToken = (req: { headers: Request['headers'] }) => BEARER.test(req.headers.authorization ?? '');

export const INVALID_TOKEN = 'This access token is invalid, expired or revoked.';

const invalidToken = () =>
  new HttpProblem(401, INVALID_TOKEN, 'invalid-token', undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

const insufficientScope = (detail: string) => forbidden(detail, 'insufficient-scope');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The scope the request's method needs: `write` covers reads too. */
function methodScopeProblem(req: Request, scopes: AccessTokenScope[]): HttpProblem | undefined {
  if (SAFE_METHODS.has(req.method)) {
    return scopes.includes('read') || scopes.includes('write') ? undefined : insufficientScope('This token has no read scope: reading needs a token with the read or write scope.');
  }
  return scopes.includes('write') ? undefined : insufficientScope('This token is read-only: this call changes something and needs a token with the write scope.');
}

/** Sign-in, sign-out, links and Google: they start or end the cookie's session, which a token request has not. */
const SESSION_OPERATIONS = /^\/api\/auth\/(?!session$)/i;

/** Operations a store token may call: the owner portal's, but not its entry code or its tokens. */
const storeTokenMayCall = (path: string) => /^\/api\/store-portal\/(?!(entry-code|tokens)(\/|$))/i.test(path);

/**
 * Authenticates `Authorization: Bearer` requests by their token (other requests pass untouched):
 * a student's token sets `req.user` (as the session would, read now: a removed admin flag or a
 * suspension applies at once), a store's sets `req.storeSession`. A bad token is 401 at once;
 * a scope the call needs and the token lacks is 403 `insufficient-scope`.
 */
export function accessTokens(passport: BearerPassport, resolve: AccessTokenResolver): RequestHandler {
  passport.use(
    'thriftz-bearer',
    new BearerStrategy((secret, done) => {
      resolve(secret).then(
        (found) => done(null, found ?? false),
        (err: unknown) => done(err),
      );
    }),
  );
  return (req, res, next) => {
    if (!hasBearerToken(req)) return next();
    passport.authenticate('thriftz-bearer', { session: false }, (err: unknown, found: ResolvedAccessToken | false) => {
      if (err) return next(err);
      if (!found) return next(invalidToken());
      // Only the token speaks for this request, whatever cookie came with it.
      req.user = undefined;
      req.storeSession = undefined;
      const path = pathOf(req);
      if (SESSION_OPERATIONS.test(path)) {
        return next(forbidden('An access token cannot sign in or out: that is for the browser session.', 'session-only'));
      }
      if ('user' in found) {
        const ownerIsAdmin = found.user.isAdmin;
        req.accessToken = { id: found.id, kind: 'user', scopes: found.scopes, ownerIsAdmin };
        // Without the admin scope the maker's token acts as a student everywhere.
        req.user = { ...found.user, isAdmin: ownerIsAdmin && found.scopes.includes('admin') };
      } else {
        req.accessToken = { id: found.id, kind: 'store', scopes: found.scopes, ownerIsAdmin: false };
        req.storeSession = { storeId: found.storeId, tokenHash: `access-token:${found.id}`, expiresAt: found.expiresAt };
        if (path !== CHAT_SOCKET && !storeTokenMayCall(path)) {
          return next(forbidden("A store token acts only in its store's owner portal (/api/store-portal/…).", 'store-token'));
        }
      }
      // The chat socket has its own rule (tokenMayOpenChat), checked by the upgrade.
      next(path === CHAT_SOCKET ? undefined : methodScopeProblem(req, found.scopes));
    })(req, res, next);
  };
}

/** The chat socket opens for a token only with the `chat` scope (and never for a store's). */
export const tokenMayOpenChat = (req: { accessToken?: AccessTokenAuth }) => !req.accessToken || (req.accessToken.kind === 'user' && req.accessToken.scopes.includes('chat'));

/** requireAdmin's words for an admin's token without the admin scope; undefined otherwise. */
export function adminScopeProblem(req: Request): HttpProblem | undefined {
  const token = req.accessToken;
  if (!token?.ownerIsAdmin || token.scopes.includes('admin')) return undefined;
  return insufficientScope('This token has no admin scope: admin operations need a token with the admin scope.');
}

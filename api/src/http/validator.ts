import path from 'node:path';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import cookieParser from 'cookie-parser';
import * as OpenApiValidator from 'express-openapi-validator';
import multer from 'multer';
import type { Config } from '../config.js';
import { HttpProblem } from './problem.js';
import { storableInput } from './storable-input.js';
import { requireStoreSession, type StoreSession } from './store-session.js';

export const contractPath = (config: Config) => path.join(config.repoRoot, 'api/generated/openapi.json');

/** Only the API is described by the contract; docs, the contract itself and the apps are not. */
const isUndocumented = (p: string) => !p.startsWith('/api/') || p.startsWith('/api/docs') || p === '/api/openapi.json';

/**
 * The validator checks that a cookieAuth call carries the cookie by reading `req.cookies`
 * (cookie-parser's field). Only the names matter here: the session middleware reads and verifies
 * the cookie itself.
 */
const exposeCookies = cookieParser();

const unauthenticated = () => Object.assign(new Error('unauthenticated'), { status: 401 });

/** The student's (or admin's) own session cookie: a token is not one, even beside a cookie. */
const cookieSession = (req: unknown) => {
  const r = req as Express.Request;
  if (!r.accessToken && r.isAuthenticated()) return true;
  throw unauthenticated();
};

/** A student's or admin's access token (a store's is storeBearerAuth). */
const userToken = (req: unknown) => {
  const r = req as Express.Request;
  if (r.accessToken?.kind === 'user' && r.user) return true;
  throw unauthenticated();
};

/** The largest upload (images): multipart bodies are read into memory, one file per request. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const fileUploader: multer.Options = {
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024 },
};

/** busboy's words for a multipart body it cannot read; the validator passes them on as 500s. */
const unreadableMultipart =
  /^(Unexpected end of (form|file)|Malformed (part header|content type|urlencoded form)|Missing Content-Type|Unsupported content type|Multipart: Boundary not found)/;

/** multer's limit errors (413s with multer's message) and busboy's unreadable bodies, from the validator, in the words the user sees. */
const uploadLimits: ErrorRequestHandler = (err: { status?: number; message?: string }, _req, _res, next) => {
  if (err?.status === 500 && unreadableMultipart.test(err.message ?? '')) {
    return next(new HttpProblem(400, 'The upload could not be read. Please choose the image again.', 'unreadable-upload'));
  }
  if (err?.status !== 413) return next(err);
  if (err.message === 'File too large') return next(new HttpProblem(413, 'Images can be at most 25 MB.', 'too-large'));
  if (err.message === 'Too many files' || err.message === 'Too many parts') {
    return next(new HttpProblem(400, 'Please upload one image at a time.', 'too-many-parts'));
  }
  next(err);
};

/**
 * Every request is checked against the contract (unknown body fields are rejected, not
 * stripped), then for values PostgreSQL cannot store (storable-input.ts), and, outside
 * production, every response too. `security` in the contract decides who
 * may call: cookieAuth needs a live student session, storeAuth a live store portal session,
 * bearerAuth a student's access token, storeBearerAuth a store's (access-token.ts);
 * adminCookieAuth and adminBearerAuth are the admin operations' names for the first and third.
 */
export function openApiValidator(config: Config): (RequestHandler | ErrorRequestHandler)[] {
  const key = `${contractPath(config)}\0${config.validateResponses}`;
  let built = compiled.get(key);
  if (!built) compiled.set(key, (built = buildValidator(config)));
  return built;
}

/**
 * The validator reads the contract on its first request and compiles each operation's schemas on
 * that operation's first call (about a second, then a tenth of a second a route). It keeps nothing
 * of one app: the apps of one process (the API tests make one per file) share what it compiled.
 */
const compiled = new Map<string, (RequestHandler | ErrorRequestHandler)[]>();

function buildValidator(config: Config): (RequestHandler | ErrorRequestHandler)[] {
  return [
    exposeCookies,
    ...OpenApiValidator.middleware({
      apiSpec: contractPath(config),
      validateRequests: { allowUnknownQueryParameters: false, coerceTypes: true },
      validateResponses: config.validateResponses ? { removeAdditional: false } : false,
      validateSecurity: {
        handlers: {
          // A cookie scheme passes only for the cookie's own session: a token is not one, even
          // beside a cookie (so a token cannot manage tokens or open what lists no bearer scheme).
          cookieAuth: cookieSession,
          // The admin operations' own scheme names (issue 28): the same cookie and the same tokens;
          // being an admin (and the token's admin scope) is checked by requireAdmin.
          adminCookieAuth: cookieSession,
          storeAuth: (req) => {
            if ((req as unknown as Express.Request).accessToken) throw unauthenticated();
            return requireStoreSession(req as { storeSession?: StoreSession });
          },
          bearerAuth: userToken,
          adminBearerAuth: userToken,
          storeBearerAuth: (req) => {
            const r = req as unknown as Express.Request;
            if (r.accessToken?.kind === 'store' && r.storeSession) return true;
            throw unauthenticated();
          },
        },
      },
      validateFormats: true,
      fileUploader,
      ignorePaths: isUndocumented,
    }),
    storableInput,
    uploadLimits,
  ];
}

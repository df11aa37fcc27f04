import type { RequestHandler } from 'express';
import { forbidden } from './problem.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers send Origin on every
 * cross-site and same-site write, and Sec-Fetch-Site where Origin is missing; callers without a
 * browser (no cookie ambient authority to abuse) send neither and pass.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, _res, next) => {
    // A token is sent by its holder's own code, never by a browser on its own: no forgery to stop.
    if (safeMethods.has(req.method) || req.accessToken) return next();
    const origin = req.get('origin');
    const hostOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin && origin !== allowed && origin !== hostOrigin) {
      return next(forbidden('Cross-site requests are not allowed.', 'foreign-origin'));
    }
    if (!origin && req.get('sec-fetch-site') === 'cross-site') {
      return next(forbidden('Cross-site requests are not allowed.', 'foreign-origin'));
    }
    next();
  };
}

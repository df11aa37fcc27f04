import type { RequestHandler } from 'express';

/**
 * CORS for the API (issue 28). Every /api answer says `Access-Control-Allow-Origin: *` and never
 * `Access-Control-Allow-Credentials`: a page on another site may call the API with a personal
 * access token (`Authorization: Bearer`) or anonymously, and read the answer; it can never read
 * an answer to a request that carried our cookies (browsers refuse `*` for credentialed
 * requests), and cookie writes from other origins are refused anyway (origin-check.ts). Our own
 * pages are same-origin and need none of this.
 *
 * A preflight (OPTIONS with Access-Control-Request-Method) is answered here, 204, before anything
 * else reads the request: it carries no credentials, so nothing after it could decide anything.
 */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'];

export const apiCors: RequestHandler = (req, res, next) => {
  res.set({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': [...RATE_LIMIT_HEADERS, 'Location', 'Content-Disposition'].join(', '),
  });
  if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
    res.set({
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, If-None-Match',
      'Access-Control-Max-Age': '600',
    });
    res.status(204).end();
    return;
  }
  next();
};

import type { Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, computed once at start-up: with no function-valued directive (no nonces)
 * none of them depends on the request, so a request only copies them instead of running
 * helmet's dozen middlewares and rebuilding the Content-Security-Policy string.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let ran = false;
  helmet(options)({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    ran = true;
  });
  if (!ran || set.length === 0) throw new Error('helmet did not set its headers synchronously');
  return (_req, res, next) => {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}

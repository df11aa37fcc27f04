import type { RequestHandler, Router } from 'express';

/** A path's first two segments, lower-cased ('/api/listings' of '/api/Listings/x'). */
function prefixOf(path: string): string {
  const end = path.indexOf('/', path.indexOf('/', 1) + 1);
  return (end === -1 ? path : path.slice(0, end)).toLowerCase();
}

/** The prefix of a route's path when its first two segments are literal, else null. */
function literalPrefix(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const prefix = prefixOf(path);
  return prefix.split('/').length === 3 && !/[:*?(){}\\]/.test(prefix) ? prefix : null;
}

/**
 * A module's router, run only for requests under its routes' first two path segments. Without
 * this Express walks every module mounted before the one that answers, matching each of their
 * route patterns against the path (a listing's detail passed six modules' routes first).
 * Case-insensitive, as Express's routing is. A router with a route whose start is a pattern is
 * returned as it is.
 */
export function gateByPrefix(router: Router): RequestHandler {
  const prefixes = new Set<string>();
  for (const layer of router.stack as { rawPath?: unknown }[]) {
    for (const path of Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]) {
      const prefix = literalPrefix(path);
      if (prefix === null) return router;
      prefixes.add(prefix);
    }
  }
  return (req, res, next) => (prefixes.has(prefixOf(req.path)) ? router(req, res, next) : next());
}

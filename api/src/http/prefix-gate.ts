import { Router, type RequestHandler } from 'express';

/** A path's first two segments, lower-cased ('/api/listings' of '/api/Listings/x'). */
export function prefixOf(path: string): string {
  const end = path.indexOf('/', path.indexOf('/', 1) + 1);
  return (end === -1 ? path : path.slice(0, end)).toLowerCase();
}

/** The prefix of a route's path when its first two segments are literal, else null. */
export function literalPrefix(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const prefix = prefixOf(path);
  return prefix.split('/').length === 3 && !/[:*?(){}\\]/.test(prefix) ? prefix : null;
}

type Layer = Router['stack'][number] & { rawPath?: unknown };

/** Each prefix a layer's path (or paths) can match, or null when one of them is not literal. */
function prefixesOf(layer: Layer): string[] | null {
  const prefixes: string[] = [];
  for (const path of Array.isArray(layer.rawPath) ? layer.rawPath : [layer.rawPath]) {
    const prefix = literalPrefix(path);
    if (prefix === null) return null;
    prefixes.push(prefix);
  }
  return prefixes;
}

/**
 * The modules' routers as one handler: for each prefix (a path's first two segments), one router
 * holding, in the modules' order, every layer of theirs that can match under it. A request then
 * goes through one lookup and the few layers of its own prefix, as if it had passed through each
 * module in turn: no gate per module (44 of them, each a step of Express's `next`), and no
 * event-loop turn when a module shares the prefix without the route (Express defers leaving a
 * router it has run to the end). A layer whose path does not start with a literal prefix is in
 * every router, at its place, and in the one for the paths no module names.
 */
export function routeByPrefix(routers: Router[]): RequestHandler {
  const layers = routers.flatMap((router) => (router.stack as Layer[]).map((layer) => ({ layer, prefixes: prefixesOf(layer) })));
  const prefixes = new Set(layers.flatMap(({ prefixes }) => prefixes ?? []));
  const routerOf = (prefix: string | null) => {
    const router = Router();
    router.stack.push(...layers.filter((l) => l.prefixes === null || (prefix !== null && l.prefixes.includes(prefix))).map((l) => l.layer));
    return router;
  };
  const byPrefix = new Map([...prefixes].map((prefix) => [prefix, routerOf(prefix)]));
  const elsewhere = layers.some((l) => l.prefixes === null) ? routerOf(null) : undefined;
  return (req, res, next) => {
    const router = byPrefix.get(prefixOf(req.path)) ?? elsewhere;
    if (router) router(req, res, next);
    else next();
  };
}

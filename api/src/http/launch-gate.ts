// Before the launch time only admins may use the student-facing API: the contract says which
// operations stay open (x-open-before-launch on the operation or its tag, and every store portal
// call, storeAuth), so a new operation is closed until its contract says otherwise.
import fs from 'node:fs';
import type { RequestHandler } from 'express';
import { literalPrefix, prefixOf } from './prefix-gate.js';
import { HttpProblem } from './problem.js';

interface Operation {
  tags?: string[];
  security?: Record<string, unknown>[];
  'x-open-before-launch'?: boolean;
}

export interface Contract {
  tags?: { name: string; 'x-open-before-launch'?: boolean }[];
  paths: Record<string, Record<string, Operation | unknown>>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Open before the launch: marked on itself or on one of its tags, or a store portal call. */
export function isOpenBeforeLaunch(contract: Contract, op: Operation): boolean {
  if (op['x-open-before-launch']) return true;
  const openTags = new Set((contract.tags ?? []).filter((t) => t['x-open-before-launch']).map((t) => t.name));
  if ((op.tags ?? []).some((t) => openTags.has(t))) return true;
  return (op.security ?? []).some((s) => 'storeAuth' in s);
}

interface Route {
  method: string;
  pattern: RegExp;
  open: boolean;
  /** The path's first two segments when both are literal. */
  prefix: string | null;
}

/**
 * Which (method, path) pairs are open. Literal paths are looked up first (/api/listings/mine
 * before /api/listings/{id}), as the router matches them; a path the contract does not know is
 * left to the 404 further on.
 */
export function launchRoutes(contract: Contract): (method: string, path: string) => boolean | undefined {
  const literal = new Map<string, boolean>();
  const templated: Route[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const open = isOpenBeforeLaunch(contract, op);
      if (!path.includes('{')) literal.set(`${method} ${path.toLowerCase()}`, open);
      else {
        const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        templated.push({ method, pattern: new RegExp(`^${source}/?$`, 'i'), open, prefix: literalPrefix(path) });
      }
    }
  }
  // The templated routes a request can match, by method and its path's first two segments (in
  // the contract's order, those whose start is itself a template among them).
  const candidates = new Map<string, Route[]>();
  for (const route of templated) {
    if (route.prefix === null) continue;
    const key = `${route.method} ${route.prefix}`;
    if (!candidates.has(key)) candidates.set(key, templated.filter((r) => r.method === route.method && (r.prefix === null || r.prefix === route.prefix)));
  }
  const anywhere = new Map(METHODS.map((m) => [m, templated.filter((r) => r.method === m && r.prefix === null)]));
  return (method, path) => {
    const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const exact = literal.get(`${m} ${path.toLowerCase().replace(/\/$/, '')}`);
    if (exact !== undefined) return exact;
    const routes = candidates.get(`${m} ${prefixOf(path)}`) ?? anywhere.get(m) ?? [];
    return routes.find((r) => r.pattern.test(path))?.open;
  };
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The refusal before the launch, with the seconds to wait. */
export function notLaunched(siteName: string, launchAt: Date, now = Date.now()): HttpProblem {
  const seconds = Math.max(1, Math.ceil((launchAt.getTime() - now) / 1000));
  return new HttpProblem(503, `${siteName} opens on ${indiaTime.format(launchAt)} IST.`, 'not-launched', undefined, {
    'Retry-After': String(seconds),
  });
}

/** The launch time, read (a promise) or, when the copy in memory is good, known at once. */
export interface LaunchTimeSource {
  (): Promise<{ siteName: string; launchAt: Date | null }>;
  cached?(): { siteName: string; launchAt: Date | null } | undefined;
}

/**
 * Runs after the session (an admin is let through) and before the validator (a closed call is
 * refused whatever its input). The launch time comes from the live settings' cache, so a request
 * costs no query beyond it, and, while that copy is good, not even a turn of the event loop.
 */
export function launchGate(contractFile: string, launchTime: LaunchTimeSource): RequestHandler {
  const isOpen = launchRoutes(JSON.parse(fs.readFileSync(contractFile, 'utf8')) as Contract);
  return (req, _res, next) => {
    // Open calls (sign-up, the back office, a path the contract does not know) never read the time.
    if (!req.path.startsWith('/api/') || isOpen(req.method, req.path) !== false) return next();
    const decide = ({ siteName, launchAt }: { siteName: string; launchAt: Date | null }) => {
      if (!launchAt || launchAt.getTime() <= Date.now() || req.user?.isAdmin) return next();
      next(notLaunched(siteName, launchAt));
    };
    const known = launchTime.cached?.();
    if (known) return decide(known);
    // Without the settings (database down) the routes answer for themselves.
    launchTime().then(decide, () => next());
  };
}

import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';

type Handler = RequestHandler | ErrorRequestHandler;

/** Handlers that run only for the paths under `paths`, as `app.use(paths, …handlers)` would mount them. */
export interface Mounted {
  paths: string[];
  handlers: Handler[];
}

/** `handlers` for the paths under `path` (or any of `path`), inside a series. */
export const under = (path: string | string[], ...handlers: Handler[]): Mounted => ({
  paths: (Array.isArray(path) ? path : [path]).map((p) => p.toLowerCase()),
  handlers,
});

interface Step {
  /** Lower-cased mount paths, or null for every path. */
  paths: string[] | null;
  handler: Handler;
  /** An error handler (four parameters), as Express tells them apart. */
  forErrors: boolean;
}

/** Express's mount rule, case-insensitive as its routing is: the path itself or one below it. */
const isUnder = (path: string, mount: string) =>
  path.startsWith(mount) && (path.length === mount.length || path[mount.length] === '/' || mount.endsWith('/'));

function isUnderAny(path: string, mounts: string[]) {
  for (const mount of mounts) if (isUnder(path, mount)) return true;
  return false;
}

/**
 * Application middleware as one handler, run in order as `app.use` would run them one by one:
 * errors (passed to `next`, thrown, or a rejected promise) skip to the next error handler,
 * an error handler's `next()` resumes the plain ones, and the end goes to the app's next layer.
 *
 * Why not `app.use` each: Express's router spends about a microsecond per layer per request
 * (matching, trimming the mount path, a try/catch frame, a debug call). With twenty-odd layers
 * before any route that was a tenth of a visitor read's CPU. Unlike `app.use(path, …)`, a
 * mounted handler here sees the full `req.url` and an empty `req.baseUrl`: none of ours reads
 * either relative to its mount.
 */
export function series(items: (Handler | Mounted)[]): RequestHandler {
  const steps = items.flatMap((item): Step[] =>
    typeof item === 'function'
      ? [{ paths: null, handler: item, forErrors: item.length === 4 }]
      : item.handlers.map((handler) => ({ paths: item.paths, handler, forErrors: handler.length === 4 })),
  );
  return (req: Request, res: Response, done: NextFunction) => {
    let at = 0;
    let url: string | undefined;
    let lowerPath = '';
    const next = (err?: unknown): void => {
      if (err === 'router') return done();
      const failed = err !== undefined && err !== null && err !== 'route';
      while (at < steps.length) {
        const step = steps[at++]!;
        if (step.forErrors !== failed) continue;
        if (step.paths !== null) {
          if (req.url !== url) {
            url = req.url;
            lowerPath = req.path.toLowerCase();
          }
          if (!isUnderAny(lowerPath, step.paths)) continue;
        }
        try {
          const returned: unknown = failed
            ? (step.handler as ErrorRequestHandler)(err, req, res, next)
            : (step.handler as RequestHandler)(req, res, next);
          // Express 5 passes a returned promise's rejection on as the error.
          if (returned instanceof Promise) returned.catch((e: unknown) => next(e ?? new Error('Rejected promise')));
        } catch (thrown) {
          next(thrown);
        }
        return;
      }
      done(failed ? err : undefined);
    };
    next();
  };
}

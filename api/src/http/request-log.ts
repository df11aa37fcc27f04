import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller's X-Request-Id (cut to 64 characters) or a fresh uuid; echoed in the response. */
      id: string;
      /** A child logger carrying the request line; made on first use. */
      log: Logger;
    }
  }
}

const childLog = Symbol('thriftz.requestLog');
type WithLog = Request & { [childLog]?: Logger };

/** What a request's log lines carry: the request line only (headers carry cookies). */
const requestLine = (req: Request) => ({ id: req.id, method: req.method, url: req.originalUrl ?? req.url });

/**
 * pino-http's behaviour at a fraction of its per-request cost: a request id (X-Request-Id in and
 * out), `req.log`, and one line per finished request at `info` ('request completed', or 'request
 * errored' with the error for a 5xx; '/api/health' not logged). The child logger is made only
 * when something logs, and the finish listeners are added only when `info` is enabled.
 */
export function requestLog(app: Express, logger: Logger): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: WithLog) {
      return (this[childLog] ??= logger.child({ req: requestLine(this) }));
    },
  });

  const logFinished = (req: Request, res: Response, start: number) => {
    const responseTime = Date.now() - start;
    const fields = { res: { statusCode: res.statusCode }, responseTime };
    if (res.statusCode >= 500) {
      req.log.info({ ...fields, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
    } else {
      req.log.info(fields, res.writableEnded ? 'request completed' : 'request aborted');
    }
  };

  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    req.id = (typeof given === 'string' && given.slice(0, 64)) || randomUUID();
    res.setHeader('X-Request-Id', req.id);
    if (logger.isLevelEnabled('info') && req.url !== '/api/health') {
      const start = Date.now();
      let done = false;
      const onDone = () => {
        if (done) return;
        done = true;
        res.off('finish', onDone);
        res.off('close', onDone);
        logFinished(req, res, start);
      };
      res.on('finish', onDone);
      res.on('close', onDone);
    }
    next();
  };
}

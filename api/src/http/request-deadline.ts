// Every request is answered within the deadline, whatever the database (or anything else the
// handler waits on) does: a 503 with Retry-After, as the error handler words it.
import type { RequestHandler, Response } from 'express';
import { sendProblem } from './error-handler.js';

/** The production deadline (config REQUEST_DEADLINE_MS). */
export const REQUEST_DEADLINE_MS = 10_000;
/** How long the client is asked to wait before trying again. */
export const DEADLINE_RETRY_AFTER_SECONDS = 5;

/**
 * Once the deadline has answered, what the late handler still does to the response must neither
 * throw (setting a header on a sent response throws, and in a callback or a `.then` that ends the
 * process: crash.ts) nor emit an unheard 'error' (writing after the end): both are swallowed.
 */
function ignoreLateWrites(res: Response) {
  res.on('error', () => {});
  const ignore = function (this: Response) {
    return this;
  };
  res.setHeader = ignore as unknown as Response['setHeader'];
  res.appendHeader = ignore as unknown as Response['appendHeader'];
  res.removeHeader = ignore as unknown as Response['removeHeader'];
  res.writeHead = ignore as unknown as Response['writeHead'];
}

/**
 * Mount early (after the request id and the compression, before the session). The clock runs
 * from the request's arrival; while a body is still being read (an upload on a slow line) it
 * waits, and gives the handler the whole deadline again from the body's last byte. A response
 * that has started (a CSV streaming, a page being sent) is never cut; WebSocket upgrades never
 * reach Express.
 */
export function requestDeadline(deadlineMs = REQUEST_DEADLINE_MS): RequestHandler {
  return (req, res, next) => {
    // The response's end as it is now: the deadline's answer does not wait on what later
    // middleware adds to it (express-session saves a changed session there, in the database).
    const end = res.end;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      timer = setTimeout(expire, deadlineMs);
      timer.unref();
    };
    const expire = () => {
      if (res.headersSent || res.writableEnded || res.destroyed) return;
      if (!req.complete && (req.readableFlowing || req.listenerCount('data') > 0)) {
        // The body is arriving and being read: the handler has not had its turn yet.
        req.once('end', arm);
        return;
      }
      req.log?.warn({ deadlineMs }, 'request deadline passed: answered 503');
      res.end = end;
      sendProblem(req, res, 503, 'The server took too long to answer. Please try again in a moment.', 'timeout', undefined, {
        'Retry-After': String(DEADLINE_RETRY_AFTER_SECONDS),
      });
      ignoreLateWrites(res);
    };
    const done = () => {
      clearTimeout(timer);
      req.off('end', arm);
    };
    res.once('finish', done);
    res.once('close', done);
    arm();
    next();
  };
}

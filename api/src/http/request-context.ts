import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';

/**
 * The request a piece of code runs for, wherever it runs: an error that escapes every handler
 * (an unawaited promise, a throw in a timer) is still logged with its request's id.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export const requestContext: RequestHandler = (req, _res, next) => {
  context.run({ requestId: String(req.id) }, next);
};

export const currentRequestId = () => context.getStore()?.requestId;

// The one place that refuses a suspended student's writes: every route that posts, chats or buys
// runs `refuseSuspended` (the WebSocket's send-message calls `suspendedProblem`). The session read
// (users module) carries the running suspension, so this costs no query.
import type { RequestHandler } from 'express';
import { forbidden, type HttpProblem } from './problem.js';

interface MaybeSuspended {
  suspension?: { until: Date; reason: string } | null;
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The refusal a suspended student gets, in the words the apps show; undefined when not suspended. */
export function suspendedProblem(user: MaybeSuspended | undefined): HttpProblem | undefined {
  const s = user?.suspension;
  if (!s || s.until.getTime() <= Date.now()) return undefined;
  return forbidden(`Your account is suspended until ${indiaTime.format(s.until)}: ${s.reason}`, 'suspended');
}

export const refuseSuspended: RequestHandler = (req, _res, next) => next(suspendedProblem(req.user));

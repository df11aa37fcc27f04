// The back office's guard: a route behind it answers only an admin's session. It sits in the http
// layer beside the other guards so that a module with admin routes needs no other module for it.
import type { RequestHandler } from 'express';
import { adminScopeProblem } from './access-token.js';
import { forbidden } from './problem.js';

/**
 * 403 unless the session belongs to an admin (no session at all is the validator's 401). An
 * admin's access token also needs the admin scope (without it the token acts as a student).
 */
export const requireAdmin: RequestHandler = (req, _res, next) =>
  next(req.user?.isAdmin ? undefined : (adminScopeProblem(req) ?? forbidden('Access denied. Admin privileges required.', 'not-admin')));

import passport from 'passport';
import type { Db } from '../../db/knex.js';
import { findSessionUser, type SessionUser } from '../users/index.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

/**
 * The session keeps only the user id; every request reads the current row, so a demotion or a
 * deletion takes effect at once.
 */
export function configurePassport(db: Db) {
  passport.serializeUser<string>((user, done) => done(null, user.id));
  passport.deserializeUser<string>((id, done) => {
    findSessionUser(db, id).then(
      (user) => done(null, user ?? false),
      (err: unknown) => done(err),
    );
  });
  return passport;
}

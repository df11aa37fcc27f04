import { Passport } from 'passport';
import type { Config } from '../../config.js';
import type { Db } from '../../db/knex.js';
import { sessionUserReadOf } from '../../http/session.js';
import { liveSettingsReader } from '../settings/index.js';
import { findSessionUser } from '../users/index.js';
import { registerGoogleStrategy } from './google.js';

export type PassportInstance = InstanceType<typeof Passport>;

/**
 * One passport per app (not the module-wide singleton), so two apps in one process never share
 * strategies. The session keeps only the user id; every request reads the current row, so a
 * demotion or a deletion takes effect at once. That row normally comes with the session row
 * itself (http/session.ts reads both in one query); only a session read some other way costs a
 * query of its own.
 */
export function createPassport(db: Db, config: Config): PassportInstance {
  const passport = new Passport();
  passport.serializeUser<string>((user, done) => done(null, user.id));
  passport.deserializeUser<string>((req: Express.Request, id: string, done: (err: unknown, user?: Express.User | false) => void) => {
    const read = sessionUserReadOf(req);
    if (read && read.id === id) return done(null, read.user ?? false);
    findSessionUser(db, id).then(
      (user) => done(null, user ?? false),
      (err: unknown) => done(err),
    );
  });
  if (config.google) {
    const settings = liveSettingsReader(db, config);
    registerGoogleStrategy(passport, { db, publicUrl: config.publicUrl, campusDomains: async () => (await settings()).campusDomains }, config.google);
  }
  return passport;
}

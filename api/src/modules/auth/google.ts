import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { HttpProblem } from '../../http/problem.js';
import type { Db } from '../../db/knex.js';
import type { SessionUser } from '../../http/session-user.js';
import { findSessionUser, findUserByEmail, findUserByGoogleId, insertUser, linkGoogleAccount, verifyAndDropUnprovenPassword } from '../users/index.js';
import { assertCampusEmail, completeFirstLogin, type AuthContext } from './auth.service.js';
import type { PassportInstance } from './passport.js';
import { endSessionsOf } from './sessions.repository.js';

/**
 * Google proves the inbox; an unverified account's password does not (anyone can register an
 * address they do not own). So linking to an unverified account takes it back from that
 * registrant: their password and their sessions end. A verified account keeps its password.
 */
function linkGoogle(db: Db, userId: string, googleId: string) {
  return db.transaction(async (trx) => {
    if (await verifyAndDropUnprovenPassword(trx, userId)) await endSessionsOf(trx, userId);
    return linkGoogleAccount(trx, userId, googleId);
  });
}

/** Google's answer becomes a Thriftz account: linked by Google id, else by (verified) e-mail. */
export async function signInWithGoogle(ctx: AuthContext, profile: Profile): Promise<SessionUser> {
  const email = profile.emails?.[0]?.value;
  const emailVerified = (profile._json as { email_verified?: boolean }).email_verified === true;
  if (!email || !emailVerified) {
    throw new HttpProblem(403, 'Your Google e-mail address is not verified.', 'google-email-unverified');
  }
  assertCampusEmail(email, await ctx.campusDomains());
  let user = await findUserByGoogleId(ctx.db, profile.id);
  if (!user) {
    const existing = await findUserByEmail(ctx.db, email);
    user = existing
      ? await linkGoogle(ctx.db, existing.id, profile.id)
      : await insertUser(ctx.db, {
          email,
          fullName: profile.displayName?.trim() || email.split('@')[0]!,
          googleId: profile.id,
          emailVerifiedAt: new Date(),
          profileImage: profile.photos?.[0]?.value ?? null,
        });
  }
  await completeFirstLogin(ctx, user!.id);
  return (await findSessionUser(ctx.db, user!.id))!;
}

export function registerGoogleStrategy(
  passport: PassportInstance,
  ctx: AuthContext,
  credentials: { clientId: string; clientSecret: string },
) {
  passport.use(
    new GoogleStrategy(
      {
        clientID: credentials.clientId,
        clientSecret: credentials.clientSecret,
        callbackURL: `${ctx.publicUrl}/api/auth/google/callback`,
        scope: ['profile', 'email'],
        state: true,
      },
      (_accessToken, _refreshToken, profile, done) => {
        signInWithGoogle(ctx, profile).then(
          (user) => done(null, user),
          (err: unknown) => done(err),
        );
      },
    ),
  );
}

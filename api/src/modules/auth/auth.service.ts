import type { Db } from '../../db/knex.js';
import { badRequest, conflict, forbidden, HttpProblem, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { claimEarlyBirdPlace, type EarlyBirdClaim } from '../early-access/index.js';
import { enqueueEmail, passwordResetMail, queueWelcomeOnce, verifyEmailMail } from '../email/index.js';
import {
  findSessionUser,
  findUserByEmail,
  insertUser,
  markEmailVerified,
  markProfileCreated,
  requiredFullName,
  setPasswordHash,
} from '../users/index.js';
import { consumeToken, issueToken, lastIssuedAt } from './email-tokens.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { endSessionsOf } from './sessions.repository.js';

const VERIFY_TTL = 48 * 60 * 60;
const RESET_TTL = 60 * 60;
const RESEND_AFTER_MS = 5 * 60 * 1000;

export interface AuthContext {
  db: Db;
  publicUrl: string;
  /** The domains sign-up accepts now (the Settings panel's, see the settings module). */
  campusDomains: () => Promise<string[]>;
  /** When the site opens (null: launched); an early sign-up counts only before it. */
  launchAt?: () => Promise<Date | null>;
}

export const isCampusEmail = (email: string, domains: string[]) => {
  const domain = email.toLowerCase().split('@').pop() ?? '';
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
};

export function assertCampusEmail(email: string, domains: string[]) {
  if (!isCampusEmail(email, domains)) {
    const list = domains.map((d) => `@${d}`).join(' or ');
    throw badRequest(`Only campus e-mail addresses (${list}) can sign up.`, 'campus-email-required', [
      { path: '/body/email', message: `Use your campus e-mail address (${list}).` },
    ]);
  }
}

async function sendVerification(ctx: AuthContext, trx: Db, user: { id: string; email: string; fullName: string }) {
  const token = await issueToken(trx, user.id, 'verify-email', VERIFY_TTL);
  await enqueueEmail(trx, verifyEmailMail(user.email, user.fullName, `${ctx.publicUrl}/verify-email?token=${token}`));
}

/** The pre-launch page's words for an address that has an account. */
export const EARLY_EMAIL_IN_USE = 'Email already registered! Try signing in instead.';

export async function signUp(ctx: AuthContext, input: { fullName: string; email: string; password: string; earlyAccess?: boolean }) {
  const email = input.email.trim();
  const fullName = requiredFullName(input.fullName, '/body/fullName');
  assertCampusEmail(email, await ctx.campusDomains());
  const passwordHash = await hashPassword(input.password);
  const launchAt = input.earlyAccess && ctx.launchAt ? await ctx.launchAt() : null;
  const earlyAccessSignup = Boolean(launchAt && launchAt.getTime() > Date.now());
  await ctx.db.transaction(async (trx) => {
    if (await findUserByEmail(trx, email)) {
      throw conflict(input.earlyAccess ? EARLY_EMAIL_IN_USE : 'This email is already in use.', 'email-in-use');
    }
    const user = await insertUser(trx, { email, fullName, passwordHash, ...(earlyAccessSignup ? { earlyAccessSignup } : {}) });
    await sendVerification(ctx, trx, user);
  });
  return { message: `Account created! We sent a verification link to ${email}. Open it to sign in.` };
}

const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired.';

/** A student a log-in or a verification link has just signed in; firstSignIn on the account's first ever. */
export interface SignedIn {
  user: SessionUser;
  firstSignIn: boolean;
  /** The early-bird place an early sign-up's verification claimed. */
  earlyBird?: EarlyBirdClaim;
}

/**
 * Uses the link once, marks the address verified and answers its student, to be signed in: the
 * link proves the inbox as a password would. A deleted account's links went with it (cascade), so
 * they are refused like any unknown link.
 */
export async function verifyEmail(ctx: AuthContext, token: string): Promise<SignedIn> {
  const used = await ctx.db.transaction(async (trx) => {
    const userId = await consumeToken(trx, token, 'verify-email');
    if (!userId) return undefined;
    const verified = await markEmailVerified(trx, userId);
    // Only a proven inbox holds a place, so unverified sign-ups cannot take them all.
    const earlyBird = verified?.earlyAccessSignup ? await claimEarlyBirdPlace(trx, userId, ctx.publicUrl) : undefined;
    return { userId, firstSignIn: await createProfileOnce(ctx, trx, userId), earlyBird };
  });
  const user = used && (await findSessionUser(ctx.db, used.userId));
  if (!used || !user) throw badRequest(INVALID_VERIFY_LINK, 'invalid-token');
  return { user, firstSignIn: used.firstSignIn, ...(used.earlyBird ? { earlyBird: used.earlyBird } : {}) };
}

/**
 * The session starts only for verified addresses; an unverified one gets a fresh link (at most
 * every 5 minutes). The first log-in creates the profile and queues the welcome e-mail.
 */
export async function logIn(ctx: AuthContext, email: string, password: string): Promise<SignedIn> {
  const user = await findUserByEmail(ctx.db, email.trim());
  if (!user) throw notFound('No account found with this email.', 'user-not-found');
  if (!user.passwordHash) {
    throw new HttpProblem(401, 'This account signs in with Google. Use "Continue with Google".', 'use-google');
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new HttpProblem(401, 'Incorrect password. Try again.', 'wrong-password');
  }
  if (!user.emailVerifiedAt) {
    const last = await lastIssuedAt(ctx.db, user.id, 'verify-email');
    if (!last || Date.now() - last.getTime() > RESEND_AFTER_MS) {
      await ctx.db.transaction((trx) => sendVerification(ctx, trx, user));
    }
    throw forbidden('Please verify your email first. We sent a verification link to your inbox.', 'email-not-verified');
  }
  const firstSignIn = await completeFirstLogin(ctx, user.id);
  return { user: (await findSessionUser(ctx.db, user.id))!, firstSignIn };
}

/** The first sign-in creates the profile and queues the welcome e-mail; true when this one was the first. */
export const completeFirstLogin = (ctx: AuthContext, userId: string) => ctx.db.transaction((trx) => createProfileOnce(ctx, trx, userId));

async function createProfileOnce(ctx: AuthContext, trx: Db, userId: string): Promise<boolean> {
  const created = await markProfileCreated(trx, userId);
  // Welcome e-mail failure never blocks the log-in: it is only queued here.
  if (created) await queueWelcomeOnce(trx, userId, ctx.publicUrl);
  return Boolean(created);
}

/** Answers the same whether or not the account exists. */
export async function requestPasswordReset(ctx: AuthContext, email: string) {
  const user = await findUserByEmail(ctx.db, email.trim());
  if (user) {
    await ctx.db.transaction(async (trx) => {
      const token = await issueToken(trx, user.id, 'password-reset', RESET_TTL);
      await enqueueEmail(trx, passwordResetMail(user.email, user.fullName, `${ctx.publicUrl}/reset-password?token=${token}`));
    });
  }
  return { message: 'Password reset link sent to your email.' };
}

/** Sets the password, proves the inbox (so the address counts as verified) and ends other sessions. */
export async function confirmPasswordReset(ctx: AuthContext, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (trx) => {
    const userId = await consumeToken(trx, token, 'password-reset');
    if (!userId) return false;
    await setPasswordHash(trx, userId, passwordHash);
    await markEmailVerified(trx, userId);
    await endSessionsOf(trx, userId);
    return true;
  });
  if (!done) throw badRequest('This reset link is invalid or has expired.', 'invalid-token');
  return { message: 'Your password has been changed. You can log in now.' };
}

import { Router, type Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { HttpProblem, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { SESSION_COOKIE } from '../../http/session.js';
import { launchTimeReader, liveSettingsReader } from '../settings/index.js';
import type { PassportInstance } from './passport.js';
import { confirmPasswordReset, logIn, requestPasswordReset, signUp, verifyEmail, type AuthContext } from './auth.service.js';

export const toCurrentUser = (u: SessionUser) => ({
  id: u.id,
  uid: u.id,
  email: u.email,
  fullName: u.fullName,
  isAdmin: u.isAdmin,
  emailVerified: u.emailVerified,
  profileImage: u.profileImage,
  suspension: u.suspension ? { until: u.suspension.until.toISOString(), reason: u.suspension.reason } : null,
});

const safeReturnTo = (value: unknown) =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : '/';

const login = (req: Request, user: SessionUser) =>
  new Promise<void>((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));

export function authRoutes({ db, config, rateLimits }: AppDeps, passport: PassportInstance): Router {
  const settings = liveSettingsReader(db, config);
  const launchTime = launchTimeReader(db, config);
  const ctx: AuthContext = {
    db,
    publicUrl: config.publicUrl,
    campusDomains: async () => (await settings()).campusDomains,
    launchAt: async () => (await launchTime()).launchAt,
  };
  const router = Router();

  router.get('/api/auth/session', (req, res) => {
    res.json({ user: req.user ? toCurrentUser(req.user) : null, googleEnabled: Boolean(config.google) });
  });

  router.post('/api/auth/signup', ...rateLimits.signUp, async (req, res) => {
    res.status(201).json(await signUp(ctx, req.body as JsonBody<'signUp'>));
  });

  router.post('/api/auth/login', ...rateLimits.login, async (req, res) => {
    const { email, password } = req.body as JsonBody<'logIn'>;
    const { user, firstSignIn } = await logIn(ctx, email, password).catch(async (err: unknown) => {
      if (err instanceof HttpProblem && err.code === 'email-not-verified') await rateLimits.loginPasswordRight(req);
      throw err;
    });
    await login(req, user);
    await rateLimits.loginSucceeded(req);
    res.json({ ...toCurrentUser(user), firstSignIn });
  });

  router.post('/api/auth/logout', (req, res, next) => {
    req.logout((err) => {
      if (err) return next(err);
      res.clearCookie(SESSION_COOKIE, { path: '/' });
      res.status(204).end();
    });
  });

  router.post('/api/auth/verify-email', ...rateLimits.publicWrite, async (req, res) => {
    const { user, firstSignIn, earlyBird } = await verifyEmail(ctx, (req.body as JsonBody<'verifyEmail'>).token);
    // As a log-in: a fresh session id (passport regenerates it), whoever was signed in before.
    await login(req, user);
    res.json({
      message: 'Your e-mail address is verified. You are signed in.',
      user: { ...toCurrentUser(user), firstSignIn },
      ...(earlyBird ? { earlyBird } : {}),
    });
  });

  router.post('/api/auth/password-reset', ...rateLimits.passwordReset, async (req, res) => {
    res.status(202).json(await requestPasswordReset(ctx, (req.body as JsonBody<'requestPasswordReset'>).email));
  });

  router.post('/api/auth/password-reset/confirm', ...rateLimits.publicWrite, async (req, res) => {
    const { token, password } = req.body as JsonBody<'confirmPasswordReset'>;
    res.json(await confirmPasswordReset(ctx, token, password));
  });

  router.get('/api/auth/google', ...rateLimits.publicWrite, (req, res, next) => {
    if (!config.google) return next(notFound('Google sign-in is not configured.'));
    req.session.returnTo = safeReturnTo(req.query.returnTo);
    passport.authenticate('google', { scope: ['profile', 'email'] })(req, res, next);
  });

  router.get('/api/auth/google/callback', (req, res, next) => {
    if (!config.google) return next(notFound('Google sign-in is not configured.'));
    const returnTo = safeReturnTo(req.session.returnTo);
    passport.authenticate('google', (err: unknown, user: SessionUser | false) => {
      if (err || !user) {
        const code = err instanceof HttpProblem ? err.code : 'google-failed';
        if (err && !(err instanceof HttpProblem)) req.log.warn({ err }, 'Google sign-in failed');
        return res.redirect(`/login?error=${encodeURIComponent(code ?? 'google-failed')}`);
      }
      login(req, user).then(() => res.redirect(returnTo), next);
    })(req, res, next);
  });

  return router;
}

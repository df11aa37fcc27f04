import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/knex.js';
import type { JsonBody } from '../../http/contract.js';
import { badRequest } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { requestWelcomeEmail } from './email.service.js';
import { unsubscribe } from './promotional.service.js';
import { userOfUnsubscribeToken } from './unsubscribe-token.js';
import { confirmPage, donePage } from './unsubscribe-page.js';

/**
 * The subscriptions module's confirmation call (it queues its mail through this module, so the
 * app hands it in rather than this module importing subscriptions back).
 */
export type SubscriptionConfirmation = (
  db: Db,
  viewer: SessionUser,
  customerEmail: string,
  publicUrl: string,
) => Promise<{ success: boolean; alreadySent: boolean }>;

export function emailRoutes({ db, config, rateLimits }: AppDeps, requestSubscriptionConfirmation: SubscriptionConfirmation): Router {
  const router = Router();
  router.post('/api/email/registration-welcome', rateLimits.perUser('welcome', 5, 60 * 60), async (req, res) => {
    const { email } = req.body as JsonBody<'sendRegistrationWelcome'>;
    res.status(202).json(await requestWelcomeEmail(db, req.user!, email, config.publicUrl));
  });
  router.post('/api/email/subscription-confirmation', rateLimits.perUser('subscription-confirmation', 5, 60 * 60), async (req, res) => {
    const { subscriptionData } = req.body as JsonBody<'sendSubscriptionConfirmation'>;
    res.status(202).json(await requestSubscriptionConfirmation(db, req.user!, subscriptionData.customerEmail, config.publicUrl));
  });
  // The link in every promotional e-mail: a page that asks, and the one-click POST (RFC 8058).
  // A bad link is a problem like any other (an HTML page for a browser, see the error handler).
  const invalidLink = () => badRequest('This unsubscribe link is not valid. Use the link of a Thriftz e-mail as it is.', 'invalid-token');
  router.get('/api/email/unsubscribe', (req, res) => {
    const token = String(req.query.token);
    if (!userOfUnsubscribeToken(config.sessionSecret, token)) throw invalidLink();
    res.type('html').set('Cache-Control', 'no-store').send(confirmPage(token));
  });
  router.post('/api/email/unsubscribe', ...rateLimits.publicWrite, async (req, res) => {
    if (!(await unsubscribe(db, config.sessionSecret, String(req.query.token)))) throw invalidLink();
    res.type('html').set('Cache-Control', 'no-store').send(donePage(`${config.publicUrl}/`));
  });
  return router;
}

import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { requestSubscriptionConfirmation } from '../subscriptions/index.js';
import { requestWelcomeEmail } from './email.service.js';

export function emailRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();
  router.post('/api/email/registration-welcome', rateLimits.perUser('welcome', 5, 60 * 60), async (req, res) => {
    const { email } = req.body as JsonBody<'sendRegistrationWelcome'>;
    res.status(202).json(await requestWelcomeEmail(db, req.user!, email, config.publicUrl));
  });
  router.post('/api/email/subscription-confirmation', rateLimits.perUser('subscription-confirmation', 5, 60 * 60), async (req, res) => {
    const { subscriptionData } = req.body as JsonBody<'sendSubscriptionConfirmation'>;
    res.status(202).json(await requestSubscriptionConfirmation(db, req.user!, subscriptionData.customerEmail, config.publicUrl));
  });
  return router;
}

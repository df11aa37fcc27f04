import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { submitContactMessage } from './contact.service.js';

export function contactRoutes({ db, rateLimits }: AppDeps): Router {
  const router = Router();
  // Per IP (the visitors' shared budget), and at most 10 messages an hour per account (or IP).
  const perSender = rateLimits.perUser('contact', 10, 60 * 60);

  router.post('/api/contact/submit', ...rateLimits.publicWrite, perSender, async (req, res) => {
    res.status(201).json(await submitContactMessage(db, req.body as JsonBody<'submitContactMessage'>));
  });

  return router;
}

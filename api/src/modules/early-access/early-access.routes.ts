import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { assignEarlyBirdPlan, earlyBirdCounter } from './early-access.service.js';

export function earlyAccessRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();
  router.post('/api/auto-subscription/assign', rateLimits.perUser('early-bird', 10, 60 * 60), async (req, res) => {
    const { userId } = req.body as JsonBody<'assignEarlyBirdPlan'>;
    res.status(201).json(await assignEarlyBirdPlan(db, req.user!, userId, config.publicUrl));
  });
  router.get('/api/early-access/counter', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await earlyBirdCounter(db));
  });
  return router;
}

import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { getSubscriptionProfile, listPlans } from './subscriptions.service.js';

export function subscriptionsRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/api/subscription-plans', async (_req, res) => {
    res.json(await listPlans(db));
  });
  router.get('/api/subscription/:uid', async (req, res) => {
    res.json(await getSubscriptionProfile(db, req.user!, req.params.uid));
  });
  return router;
}

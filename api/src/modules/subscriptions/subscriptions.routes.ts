import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query } from '../../http/contract.js';
import { cancelSubscription, getSubscriptionProfile, listPlans, listSubscriptionHistory } from './subscriptions.service.js';

export function subscriptionsRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/api/subscription-plans', async (_req, res) => {
    res.json(await listPlans(db));
  });
  router.get('/api/subscription/:uid', async (req, res) => {
    res.json(await getSubscriptionProfile(db, req.user!, req.params.uid));
  });
  router.get('/api/subscriptions/history', async (req, res) => {
    const { page = 1, pageSize = 25 } = req.query as Query<'listSubscriptionHistory'>;
    res.json(await listSubscriptionHistory(db, req.user!, page, pageSize));
  });
  router.post('/api/subscriptions/current/cancel', async (req, res) => {
    res.json(await cancelSubscription(db, req.user!));
  });
  return router;
}

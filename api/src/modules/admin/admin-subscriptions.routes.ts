// The back office's subscription calls (admins only), under the documented /api/admin-subscription.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './admin-subscriptions.service.js';

export function adminSubscriptionsRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.use('/api/admin-subscription', requireAdmin);

  router.get('/api/admin-subscription/users', async (req, res) => {
    const { q, page = 1, pageSize = 25 } = req.query as Query<'listSubscriptionUsers'>;
    res.json(await service.listSubscriptionUsers(db, q, page, pageSize));
  });

  router.post('/api/admin-subscription/change-plan', async (req, res) => {
    res.json(await service.changePlan(db, req.user!, req.body as JsonBody<'changeUserPlan'>));
  });

  return router;
}

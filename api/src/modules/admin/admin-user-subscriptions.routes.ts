// The Subscriptions panel's calls (admins only): every user subscription, and its status.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './admin-user-subscriptions.service.js';

export function adminUserSubscriptionsRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.use('/api/admin/subscriptions', requireAdmin);

  router.get('/api/admin/subscriptions', async (req, res) => {
    const { status = 'all', q, page = 1, pageSize = 25 } = req.query as Query<'listUserSubscriptions'>;
    res.json(await service.listUserSubscriptions(db, { status: status === 'all' ? undefined : status, q }, page, pageSize));
  });

  router.patch('/api/admin/subscriptions/:id', async (req, res) => {
    const { status } = req.body as JsonBody<'updateUserSubscription'>;
    res.json(await service.setStatus(db, req.user!, String(req.params.id), status));
  });

  return router;
}

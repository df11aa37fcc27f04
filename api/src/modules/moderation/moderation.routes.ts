// The Moderation panel's calls (admins only): the reports queue, its three actions, suspensions.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './moderation.service.js';

export function moderationRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.use('/api/admin/moderation', requireAdmin);

  router.get('/api/admin/moderation/reports', async (req, res) => {
    const { status = 'open', itemType, page = 1, pageSize = 25 } = req.query as Query<'listModerationReports'>;
    res.json(await service.listReports(db, status, itemType, page, pageSize));
  });

  router.post('/api/admin/moderation/reports/:id/dismiss', async (req, res) => {
    res.json(await service.dismissReport(db, req.user!, req.params.id, (req.body ?? {}) as JsonBody<'dismissReport'>));
  });

  router.post('/api/admin/moderation/reports/:id/hide-listing', async (req, res) => {
    res.json(await service.hideReportedPost(db, req.user!, req.params.id, req.body as JsonBody<'hideReportedListing'>));
  });

  router.post('/api/admin/moderation/reports/:id/suspend-user', async (req, res) => {
    res.json(await service.suspendReportedUser(db, req.user!, req.params.id, req.body as JsonBody<'suspendReportedUser'>));
  });

  router.get('/api/admin/moderation/suspensions', async (req, res) => {
    const { status = 'active', page = 1, pageSize = 25 } = req.query as Query<'listSuspensions'>;
    res.json(await service.listSuspensions(db, status, page, pageSize));
  });

  router.post('/api/admin/moderation/suspensions/:id/lift', async (req, res) => {
    res.json(await service.liftSuspension(db, req.user!, req.params.id));
  });

  return router;
}

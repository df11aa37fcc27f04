// Site notifications: the back office's calls (admins only) and the banner's public read.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './notifications.service.js';

export function notificationsRoutes({ db }: AppDeps): Router {
  const router = Router();

  // Before /:id, which would otherwise take 'active' for an id.
  router.get('/api/notifications/active', async (req, res) => {
    const { page } = req.query as Query<'listActiveSiteNotifications'>;
    res.json(await service.listActiveNotifications(db, page));
  });

  router.get('/api/notifications', requireAdmin, async (req, res) => {
    const { page = 1, pageSize = 25 } = req.query as Query<'listSiteNotifications'>;
    res.json(await service.listNotifications(db, page, pageSize));
  });

  router.post('/api/notifications', requireAdmin, async (req, res) => {
    res.status(201).json(await service.createNotification(db, req.user!, req.body as JsonBody<'createSiteNotification'>));
  });

  router.get('/api/notifications/:id', requireAdmin, async (req, res) => {
    res.json(await service.getNotification(db, String(req.params.id)));
  });

  router.patch('/api/notifications/:id', requireAdmin, async (req, res) => {
    res.json(await service.updateNotification(db, req.user!, String(req.params.id), req.body as JsonBody<'updateSiteNotification'>));
  });

  router.delete('/api/notifications/:id', requireAdmin, async (req, res) => {
    await service.deleteNotification(db, req.user!, String(req.params.id));
    res.status(204).end();
  });

  return router;
}

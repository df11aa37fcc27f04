import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query } from '../../http/contract.js';
import * as service from './alerts.service.js';

/** The signed-in student's notifications (the contract's security lets only a student's session or token in). */
export function alertsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/alerts', async (req, res) => {
    // The validator has applied the default limit and coerced it.
    const { before, limit = 20 } = req.query as Query<'listAlerts'>;
    res.json(await service.listAlerts(db, req.user!.id, before, limit));
  });

  router.get('/api/alerts/unread-count', async (req, res) => {
    res.json(await service.unreadCount(db, req.user!.id));
  });

  router.post('/api/alerts/read-all', async (req, res) => {
    res.json(await service.markAllRead(db, req.user!.id));
  });

  router.post('/api/alerts/:id/read', async (req, res) => {
    await service.markRead(db, req.user!.id, req.params.id);
    res.status(204).end();
  });

  return router;
}

// The back office's dashboard and its recent-activity feed (admins only).
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './admin-dashboard.service.js';

export function adminDashboardRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.use(['/api/admin/dashboard', '/api/admin/activity'], requireAdmin);

  router.get('/api/admin/dashboard', async (_req, res) => {
    res.json(await service.getDashboard(db));
  });

  router.get('/api/admin/activity', async (req, res) => {
    const { page = 1, pageSize = 25 } = req.query as Query<'listAdminActivity'>;
    res.json(await service.listActivity(db, page, pageSize));
  });

  return router;
}

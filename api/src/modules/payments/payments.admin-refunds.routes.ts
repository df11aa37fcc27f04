// The payments module's back-office calls (admins only): the Finance panel's Refunds list.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import { listAdminRefunds } from './payments.admin-refunds.js';

export function adminRefundsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/admin/refunds', requireAdmin, async (req, res) => {
    res.json(await listAdminRefunds(db, req.query as Query<'listAdminRefunds'>));
  });

  return router;
}

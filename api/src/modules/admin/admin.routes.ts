import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './admin.service.js';

export function adminRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.use('/api/admin', requireAdmin);

  router.get('/api/admin/users', async (req, res) => {
    // The validator has applied the contract's defaults and coerced the numbers.
    const { q, role = 'all', page = 1, pageSize = 25 } = req.query as Query<'listAdminUsers'>;
    res.json(await service.listUsers(db, { q, role }, page, pageSize));
  });

  router.patch('/api/admin/users/:id', async (req, res) => {
    res.json(await service.setAdmin(db, req.user!, req.params.id, (req.body as JsonBody<'updateAdminUser'>).isAdmin));
  });

  router.delete('/api/admin/users/:id', async (req, res) => {
    await service.deleteUsers(db, req.user!, [req.params.id]);
    res.status(204).end();
  });

  router.post('/api/admin/users/bulk-toggle-admin', async (req, res) => {
    res.json(await service.toggleAdmin(db, req.user!, (req.body as JsonBody<'bulkToggleAdmin'>).ids));
  });

  router.post('/api/admin/users/deletion-summary', async (req, res) => {
    res.json(await service.usersDeletionSummary(db, (req.body as JsonBody<'getUsersDeletionSummary'>).ids));
  });

  router.post('/api/admin/users/bulk-delete', async (req, res) => {
    res.json(await service.deleteUsers(db, req.user!, (req.body as JsonBody<'bulkDeleteUsers'>).ids));
  });

  return router;
}

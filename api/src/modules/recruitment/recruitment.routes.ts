// The public application form's submit, and the Recruitment panel's calls (admins only).
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './recruitment.service.js';

export function recruitmentRoutes({ db, rateLimits }: AppDeps): Router {
  const router = Router();
  // Per address: an application is long to write, so a handful an hour is plenty for one person.
  const submitLimit = rateLimits.perIp('recruitment-submit', 10, 60 * 60);

  router.post('/api/recruitment/submit', ...rateLimits.publicWrite, submitLimit, async (req, res) => {
    res.status(201).json(await service.submitApplication(db, req.body as JsonBody<'submitApplication'>));
  });

  router.get('/api/recruitment/applications', requireAdmin, async (req, res) => {
    const { status = 'all', page = 1, pageSize = 25 } = req.query as Query<'listRecruitmentApplications'>;
    res.json(await service.listApplications(db, status === 'all' ? undefined : status, page, pageSize));
  });

  router.get('/api/recruitment/stats', requireAdmin, async (_req, res) => {
    res.json(await service.getStats(db));
  });

  router.post('/api/recruitment/applications/bulk-delete', requireAdmin, async (req, res) => {
    res.json(await service.deleteApplications(db, req.user!, (req.body as JsonBody<'bulkDeleteRecruitmentApplications'>).ids));
  });

  router.patch('/api/recruitment/applications/:id/status', requireAdmin, async (req, res) => {
    res.json(await service.changeStatus(db, req.user!, String(req.params.id), req.body as JsonBody<'updateRecruitmentApplicationStatus'>));
  });

  router.delete('/api/recruitment/applications/:id', requireAdmin, async (req, res) => {
    await service.deleteApplication(db, req.user!, String(req.params.id));
    res.status(204).end();
  });

  return router;
}

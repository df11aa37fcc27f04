// The back office's contact-form calls (admins only); the public form is the contact module's.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './admin-contact.service.js';

export function adminContactRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/contact/submissions', requireAdmin, async (req, res) => {
    const { q, status = 'all', priority, page = 1, pageSize = 25 } = req.query as Query<'listContactSubmissions'>;
    res.json(await service.listContactSubmissions(db, { q, status: status === 'all' ? undefined : status, priority }, page, pageSize));
  });

  router.get('/api/contact/stats', requireAdmin, async (_req, res) => {
    res.json(await service.getContactStats(db));
  });

  router.patch('/api/contact/submissions/:id/status', requireAdmin, async (req, res) => {
    res.json(await service.setContactStatus(db, req.user!, String(req.params.id), req.body as JsonBody<'updateContactSubmissionStatus'>));
  });

  return router;
}

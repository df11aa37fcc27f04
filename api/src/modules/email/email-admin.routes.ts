// The Email Management panel's calls (admins only): figures, promotional sends and the outbox.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as outbox from './outbox-admin.service.js';
import * as promotional from './promotional.service.js';

/** The documented calls whose errors carry `error` beside the problem's fields. */
export const PROMOTIONAL_EMAIL_PATHS = ['/api/email/stats', '/api/email/promotional', '/api/email/bulk-promotional', '/api/email/bulk-promotional/preview'];

export function emailAdminRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();
  const keys = { publicUrl: config.publicUrl, secret: config.sessionSecret };
  // Per admin: a slip (or a stolen session) cannot flood the users' inboxes.
  const singleLimit = rateLimits.perUser('promotional-email', 60, 60 * 60);
  const bulkLimit = rateLimits.perUser('bulk-promotional-email', 10, 60 * 60);

  router.get('/api/email/stats', requireAdmin, async (_req, res) => {
    res.json(await promotional.emailStats(db));
  });

  router.post('/api/email/promotional', requireAdmin, singleLimit, async (req, res) => {
    const { emailData } = req.body as JsonBody<'sendPromotionalEmail'>;
    res.status(202).json(await promotional.sendPromotional(db, req.user!, keys, emailData));
  });

  router.post('/api/email/bulk-promotional', requireAdmin, bulkLimit, async (req, res) => {
    res.status(202).json(await promotional.sendBulkPromotional(db, req.user!, keys, req.body as JsonBody<'sendBulkPromotionalEmail'>));
  });

  router.post('/api/email/bulk-promotional/preview', requireAdmin, async (req, res) => {
    res.json(await promotional.previewBulkPromotional(db, keys, req.body as JsonBody<'previewBulkPromotionalEmail'>));
  });

  router.get('/api/admin/email/outbox', requireAdmin, async (req, res) => {
    const { status = 'all', page = 1, pageSize = 25 } = req.query as Query<'listEmailOutbox'>;
    res.json(await outbox.outboxPage(db, status, page, pageSize));
  });

  router.post('/api/admin/email/outbox/:id/retry', requireAdmin, async (req, res) => {
    res.json(await outbox.retryEmail(db, req.user!, String(req.params.id)));
  });

  return router;
}

import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { createReport } from './reports.service.js';

export function reportsRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();
  // Per IP (the visitors' shared budget), and at most 20 reports an hour per account (or IP).
  const perReporter = rateLimits.perUser('report', 20, 60 * 60);

  router.post('/api/reports', ...rateLimits.publicWrite, perReporter, async (req, res) => {
    res.status(201).json(await createReport(db, req.user, req.body as JsonBody<'createReport'>, config.publicUrl));
  });

  return router;
}

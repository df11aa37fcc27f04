// The Reports panel's calls: a preview of each report and its whole CSV, streamed.
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { requireAdmin } from '../../http/require-admin.js';
import type { ReportType } from './admin-reports.repository.js';
import * as service from './admin-reports.service.js';

export function adminReportsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/admin/reports/:type', requireAdmin, async (req, res) => {
    res.json(await service.reportPreview(db, req.params.type as ReportType));
  });

  router.get('/api/admin/reports/:type/csv', requireAdmin, async (req, res) => {
    const type = req.params.type as ReportType;
    const { rows, csv } = service.reportCsv(db, type);
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${service.reportFileName(type)}"`,
      'Cache-Control': 'no-store',
    });
    try {
      await pipeline(rows, csv, res);
    } catch (err) {
      // Before the first byte the failure is answered as a problem; after it (or when the client
      // went away) the response can only be cut short, which the client sees as a broken download.
      if (!res.headersSent) {
        res.removeHeader('Content-Disposition');
        throw err;
      }
      res.destroy();
    }
  });

  return router;
}

// The Settings panel's calls (admins only) and the public read of the site's name and launch time.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './settings.service.js';

export function settingsRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const defaults = service.settingsDefaults(config);

  router.get('/api/settings/public', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await service.getPublicSettings(db, config));
  });

  router.get('/api/admin/settings', requireAdmin, async (_req, res) => {
    res.json(await service.getSettings(db, defaults));
  });

  router.patch('/api/admin/settings', requireAdmin, async (req, res) => {
    res.json(await service.updateSettings(db, req.user!, req.body as JsonBody<'updateSettings'>, defaults));
  });

  return router;
}

// The Ads panel's calls (admins only) and the public read of a position's ads to show now.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import * as service from './ads.service.js';

export function adsRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/ads/active', async (req, res) => {
    const { position } = req.query as Query<'listActiveAds'>;
    res.json(await service.listActiveAds(db, position));
  });

  router.get('/api/ads/content', requireAdmin, async (req, res) => {
    const { status = 'all', position, page = 1, pageSize = 25 } = req.query as Query<'listAdContent'>;
    const isActive = status === 'all' ? undefined : status === 'active';
    res.json(await service.listAdContent(db, { isActive, position }, page, pageSize));
  });

  router.post('/api/ads/content', requireAdmin, async (req, res) => {
    res.status(201).json(await service.createAdContent(db, req.user!, req.body as JsonBody<'createAdContent'>));
  });

  router.patch('/api/ads/content/:id', requireAdmin, async (req, res) => {
    res.json(await service.updateAdContent(db, req.user!, String(req.params.id), req.body as JsonBody<'updateAdContent'>));
  });

  router.delete('/api/ads/content/:id', requireAdmin, async (req, res) => {
    await service.deleteAdContent(db, req.user!, String(req.params.id));
    res.status(204).end();
  });

  router.patch('/api/ads/content/:id/status', requireAdmin, async (req, res) => {
    const { isActive } = req.body as JsonBody<'updateAdContentStatus'>;
    res.json(await service.setAdStatus(db, req.user!, String(req.params.id), isActive));
  });

  router.get('/api/ads/positions', requireAdmin, async (_req, res) => {
    res.json(await service.listAdPositions(db));
  });

  router.get('/api/ads/stats', requireAdmin, async (_req, res) => {
    res.json(await service.getAdStats(db));
  });

  return router;
}

import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import * as service from './boosts.service.js';

export function boostsRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();
  const { boostPrice, boostHours, extraListingPrice } = config.payments;

  router.get('/api/boosts/pricing', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ boostPrice, boostHours, extraListingPrice });
  });

  router.get('/api/boosts', async (req, res) => {
    const { page = 1, pageSize = 20 } = req.query as Query<'listMyBoosts'>;
    res.json(await service.listMyBoosts(db, req.user!, page, pageSize));
  });

  router.post('/api/boosts', rateLimits.perUser('boost', 30, 60 * 60), async (req, res) => {
    const { listingId } = req.body as JsonBody<'boostListing'>;
    res.status(201).json(await service.boostWithCredit(db, req.user!, listingId, boostHours));
  });

  router.delete('/api/boosts/:id', async (req, res) => {
    await service.removeBoost(db, req.user!, req.params.id);
    res.status(204).end();
  });

  return router;
}

import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { liveSettingsReader } from '../settings/index.js';
import * as service from './boosts.service.js';
import { refuseSuspended } from '../../http/suspension-guard.js';

export function boostsRoutes({ db, config, rateLimits }: AppDeps): Router {
  const router = Router();
  const { extraListingPrice } = config.payments;
  const settings = liveSettingsReader(db, config);

  // The boost's price and duration are the Settings panel's: a change shows on the next read.
  router.get('/api/boosts/pricing', async (_req, res) => {
    const { boostPrice, boostHours } = await settings();
    res.set('Cache-Control', 'no-cache').json({ boostPrice, boostHours, extraListingPrice });
  });

  router.get('/api/boosts', async (req, res) => {
    const { page = 1, pageSize = 20 } = req.query as Query<'listMyBoosts'>;
    res.json(await service.listMyBoosts(db, req.user!, page, pageSize));
  });

  router.post('/api/boosts', refuseSuspended, rateLimits.perUser('boost', 30, 60 * 60), async (req, res) => {
    const { listingId } = req.body as JsonBody<'boostListing'>;
    res.status(201).json(await service.boostWithCredit(db, req.user!, listingId, (await settings()).boostHours));
  });

  router.delete('/api/boosts/:id', async (req, res) => {
    await service.removeBoost(db, req.user!, req.params.id);
    res.status(204).end();
  });

  return router;
}

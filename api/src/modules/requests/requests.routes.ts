import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import * as service from './requests.service.js';
import { refuseSuspended } from '../../http/suspension-guard.js';

/** A repeated query parameter arrives as an array, or as a string when given once. */
const asArray = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

export function requestsRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.get('/api/requests', async (req, res) => {
    // The validator has applied the contract's defaults and coerced the numbers.
    const { q, category, condition, requestType, priceRange, requesterId, sort = 'newest', page = 1, pageSize = 24 } = req.query as Query<'listRequests'>;
    const filter = { q, categories: asArray(category), conditions: asArray(condition), requestType, priceRanges: asArray(priceRange), requesterId };
    res.json(await service.listRequests(db, filter, sort, page, pageSize));
  });

  router.post('/api/requests', refuseSuspended, async (req, res) => {
    res.status(201).json(await service.createRequest(db, req.user!, req.body as JsonBody<'createRequest'>));
  });

  // Before /:id, which would otherwise take "mine" for an id.
  router.get('/api/requests/mine', async (req, res) => {
    const { status = 'active', page = 1, pageSize = 25 } = req.query as Query<'listMyRequests'>;
    res.json(await service.listMyRequests(db, req.user!, status, page, pageSize));
  });

  router.get('/api/requests/:id', async (req, res) => {
    res.json(await service.getRequest(db, req.user, req.params.id));
  });

  router.patch('/api/requests/:id', refuseSuspended, async (req, res) => {
    res.json(await service.updateRequest(db, config.dataDir, req.user!, String(req.params.id), req.body as JsonBody<'updateRequest'>));
  });

  router.delete('/api/requests/:id', async (req, res) => {
    await service.deleteRequest(db, config.dataDir, req.user!, req.params.id);
    res.status(204).end();
  });

  return router;
}

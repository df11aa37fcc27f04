// The requests tag's routes: the browse with a request's filters, then the routes every kind of
// post has (posts kernel), bound to this module's service.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import { mountPostRoutes } from '../../posts/index.js';
import { requestKind } from './requests.kind.js';
import * as service from './requests.service.js';

/** A repeated query parameter arrives as an array, or as a string when given once. */
const asArray = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

export function requestsRoutes({ db, pictures }: AppDeps): Router {
  const router = Router();
  const read = publicRead(db, ['requests', 'users', 'images']);

  router.get('/api/requests', read, async (req, res) => {
    // The validator has applied the contract's defaults and coerced the numbers.
    const { q, category, condition, requestType, priceRange, requesterId, sort = 'newest', page = 1, pageSize = 24 } = req.query as Query<'listRequests'>;
    const filter = { q, categories: asArray(category), conditions: asArray(condition), requestType, priceRanges: asArray(priceRange), requesterId };
    res.json(await service.listRequests(db, filter, sort, page, pageSize));
  });

  return mountPostRoutes<JsonBody<'createRequest'>, JsonBody<'updateRequest'>>(router, '/api/requests', { db, pictures, publicRead: read }, requestKind, {
    create: service.createRequest, listMine: service.listMyRequests, get: service.getRequest, update: service.updateRequest, remove: service.deleteRequest,
  });
}

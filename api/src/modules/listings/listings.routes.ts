import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import * as service from './listings.service.js';
import { updateListing } from './listings.update.js';
import { refuseSuspended } from '../../http/suspension-guard.js';

/** A repeated query parameter arrives as an array, or as a string when given once. */
const asArray = <T>(v: T | T[] | undefined): T[] | undefined => (v === undefined ? undefined : Array.isArray(v) ? v : [v]);

export function listingsRoutes({ db, pictures, rateLimits }: AppDeps): Router {
  const router = Router();
  const read = publicRead(db, ['listings', 'users', 'images']);

  router.get('/api/listings', read, async (req, res) => {
    // The validator has applied the contract's defaults and coerced the numbers.
    const query = req.query as unknown as Query<'listListings'>;
    res.json(
      await service.browse(db, {
        type: query.type,
        q: query.q,
        categories: asArray(query.category),
        conditions: asArray(query.condition),
        durations: asArray(query.duration),
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        sellerId: query.sellerId,
        sort: query.sort ?? 'newest',
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 24,
      }),
    );
  });

  router.post('/api/listings', refuseSuspended, rateLimits.perUser('listing-create', 30, 60 * 60), async (req, res) => {
    res.status(201).json(await service.createListing(db, req.user!, req.body as JsonBody<'createListing'>, pictures));
  });

  // The fixed paths before /api/listings/:id.
  router.get('/api/listings/mine', async (req, res) => {
    const { status = 'available', page = 1, pageSize = 25 } = req.query as Query<'listMyListings'>;
    res.json(await service.listOwn(db, req.user!, status, page, pageSize));
  });

  router.get('/api/listings/hot-deals', read, async (_req, res) => {
    res.json(await service.hotDeals(db));
  });

  router.get('/api/listings/price-bounds', publicRead(db, ['listings']), async (req, res) => {
    res.json(await service.priceBounds(db, (req.query as unknown as Query<'getListingPriceBounds'>).type));
  });

  router.get('/api/listings/:id', read, async (req, res) => {
    res.json(await service.getListing(db, req.user, req.params.id));
  });

  router.patch('/api/listings/:id', refuseSuspended, rateLimits.perUser('listing-edit', 120, 60 * 60), async (req, res) => {
    res.json(await updateListing(db, pictures, req.user!, req.params.id as string, req.body as JsonBody<'updateListing'>));
  });

  router.delete('/api/listings/:id', async (req, res) => {
    await service.deleteListing(db, pictures, req.user!, req.params.id);
    res.status(204).end();
  });

  return router;
}

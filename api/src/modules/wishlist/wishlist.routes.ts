import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import * as service from './wishlist.service.js';

/** A repeated query parameter arrives as an array, or as a string when given once. */
const asArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function wishlistRoutes({ db }: AppDeps): Router {
  const router = Router();

  router.get('/api/wishlist', async (req, res) => {
    res.json(await service.getWishlist(db, req.user!.id));
  });

  router.put('/api/wishlist', async (req, res) => {
    res.json(await service.replaceWishlist(db, req.user!.id, req.body as JsonBody<'replaceWishlist'>));
  });

  router.get('/api/wishlist/items', async (req, res) => {
    const { productId, requestId } = req.query as Query<'listWishlistItems'>;
    res.json(await service.listWishlistItems(db, asArray(productId), asArray(requestId)));
  });

  return router;
}

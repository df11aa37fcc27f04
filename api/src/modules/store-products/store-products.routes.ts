import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import * as edit from './store-products.edit.js';
import type { ProductCategory } from './store-products.repository.js';
import * as service from './store-products.service.js';

export function storeProductsRoutes({ db, pictures, rateLimits }: AppDeps): Router {
  const router = Router();
  const read = publicRead(db, ['stores', 'store-products', 'images', 'users']);

  router.get('/api/store-products/featured', read, async (req, res) => {
    const { limit = 12 } = req.query as Query<'listFeaturedStoreProducts'>;
    res.json(await service.listFeatured(db, limit));
  });

  router.get('/api/stores/:store/products', read, async (req, res) => {
    // The validator has applied the contract's defaults (price 0 to 10000, newest) and checked the categories.
    const { sort = 'newest', minPrice = 0, maxPrice = 10000, categories, page = 1, pageSize = 25 } = req.query as Query<'listStoreProducts'>;
    const filter = { minPrice, maxPrice, ...(categories ? { categories: categories.split(',') as ProductCategory[] } : {}) };
    res.json(await service.listStoreProducts(db, req.params.store, filter, sort, page, pageSize));
  });

  router.post('/api/stores/:store/products', rateLimits.perUser('store-product', 100, 60 * 60), async (req, res) => {
    res.status(201).json(await edit.createProductAsOwner(db, req.user!.id, req.params.store as string, req.body as JsonBody<'createStoreProduct'>));
  });

  router.get('/api/stores/:store/products/:productId', read, async (req, res) => {
    res.json(await service.getStoreProduct(db, req.params.store, req.params.productId));
  });

  // The owner portal: every call is the session's store's, and only its (storeAuth in the contract).
  router.get('/api/store-portal/products', async (req, res) => {
    const { search, category, page = 1, pageSize = 25 } = req.query as Query<'listPortalProducts'>;
    res.json(await service.listPortalProducts(db, req.storeSession!.storeId, { search, category }, page, pageSize));
  });

  router.post('/api/store-portal/products', async (req, res) => {
    res.status(201).json(await edit.createProductInPortal(db, req.storeSession!.storeId, req.body as JsonBody<'createPortalProduct'>));
  });

  router.patch('/api/store-portal/products/:id', async (req, res) => {
    const body = req.body as JsonBody<'updatePortalProduct'>;
    res.json(await edit.updateProductInPortal(db, pictures, req.storeSession!.storeId, req.params.id, body));
  });

  router.delete('/api/store-portal/products/:id', async (req, res) => {
    await edit.deleteProductInPortal(db, pictures, req.storeSession!.storeId, req.params.id);
    res.status(204).end();
  });

  return router;
}

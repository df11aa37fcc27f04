import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import * as service from './stores.service.js';

export function storesRoutes({ db }: AppDeps): Router {
  const router = Router();
  const read = publicRead(db, ['stores', 'store-products', 'images', 'users']);

  router.get('/api/stores', read, async (req, res) => {
    const { category, premium, page = 1, pageSize = 25 } = req.query as Query<'listStores'>;
    // premium=false is no filter at all: every store, as without it.
    const filter = { ...(category && category !== 'all' ? { category } : {}), premiumOnly: premium === true };
    res.json(await service.listStores(db, filter, page, pageSize));
  });

  // Before /:store, which would otherwise take "showcase" for a slug.
  router.get('/api/stores/showcase', read, async (_req, res) => {
    res.json(await service.getShowcase(db));
  });

  router.get('/api/stores/:store', read, async (req, res) => {
    res.json(await service.getStore(db, req.params.store, req.user?.id));
  });

  return router;
}

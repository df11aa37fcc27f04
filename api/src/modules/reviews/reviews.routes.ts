// Ratings after a deal: the seller's "who bought it?", a student's or a store's review, and the
// public lists (the contract's security decides who may call each).
import { Router, type Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import { refuseSuspended } from '../../http/suspension-guard.js';
import { listBuyerCandidates, recordSale } from './record-sale.js';
import * as service from './reviews.service.js';

/** The store session's store (the validator's storeAuth has made sure there is one). */
const storeOf = (req: Request) => req.storeSession!.storeId;

export function reviewsRoutes({ db, rateLimits }: AppDeps): Router {
  const router = Router();
  // Reviews are short and rare: a generous ceiling that still stops a script spraying them.
  const perReviewer = rateLimits.perUser('review', 30, 60 * 60);

  router.get('/api/listings/:id/buyer-candidates', async (req, res) => {
    res.json(await listBuyerCandidates(db, req.user!, req.params.id));
  });

  router.post('/api/listings/:id/sale', refuseSuspended, async (req, res) => {
    const { buyerId } = req.body as JsonBody<'recordListingSale'>;
    res.json(await recordSale(db, req.user!, req.params.id as string, buyerId ?? null));
  });

  router.get('/api/reviews/pending', async (req, res) => {
    res.json(await service.listPendingForStudent(db, req.user!.id));
  });

  router.post('/api/reviews', refuseSuspended, perReviewer, async (req, res) => {
    res.status(201).json(await service.createReview(db, req.user!, req.body as JsonBody<'createReview'>));
  });

  router.get('/api/users/:uid/reviews', publicRead(db, ['users', 'stores', 'reviews']), async (req, res) => {
    const { page = 1, pageSize = 10 } = req.query as Query<'listUserReviews'>;
    res.json(await service.listUserReviews(db, req.params.uid, page, pageSize));
  });

  router.get('/api/stores/:store/reviews', publicRead(db, ['stores', 'users', 'reviews']), async (req, res) => {
    const { page = 1, pageSize = 10 } = req.query as Query<'listStoreReviews'>;
    res.json(await service.listStoreReviews(db, req.params.store, page, pageSize));
  });

  router.get('/api/store-portal/reviews/pending', async (req, res) => {
    res.json(await service.listPendingForStore(db, storeOf(req)));
  });

  router.post('/api/store-portal/reviews', rateLimits.perStore('store-review', 60, 60 * 60), async (req, res) => {
    res.status(201).json(await service.createStoreReview(db, storeOf(req), req.body as JsonBody<'createPortalReview'>));
  });

  return router;
}

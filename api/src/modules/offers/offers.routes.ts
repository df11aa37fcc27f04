import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { refuseSuspended } from '../../http/suspension-guard.js';
import * as answers from './offer-answers.js';
import * as service from './offers.service.js';

/** Offers on sale listings (the contract lets only a student's session or token in; a suspended student reads but does not act). */
export function offersRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const { publicUrl } = config;

  router.get('/api/offers', async (req, res) => {
    const { conversationId, listingId, page = 1, pageSize = 25 } = req.query as Query<'listOffers'>;
    res.json(await service.listOffers(db, req.user!, { conversationId, listingId, page, pageSize }));
  });

  router.post('/api/offers', refuseSuspended, async (req, res) => {
    res.status(201).json(await service.createOffer(db, publicUrl, req.user!, req.body as JsonBody<'createOffer'>));
  });

  router.post('/api/offers/:id/accept', refuseSuspended, async (req, res) => {
    res.json(await answers.acceptOffer(db, publicUrl, req.user!, String(req.params.id)));
  });

  router.post('/api/offers/:id/decline', refuseSuspended, async (req, res) => {
    res.json(await answers.declineOffer(db, publicUrl, req.user!, String(req.params.id)));
  });

  router.post('/api/offers/:id/counter', refuseSuspended, async (req, res) => {
    const { amount } = req.body as JsonBody<'counterOffer'>;
    res.json(await answers.counterOffer(db, publicUrl, req.user!, String(req.params.id), amount));
  });

  router.post('/api/offers/:id/withdraw', refuseSuspended, async (req, res) => {
    res.json(await answers.withdrawOffer(db, publicUrl, req.user!, String(req.params.id)));
  });

  router.post('/api/offers/:id/release', refuseSuspended, async (req, res) => {
    res.json(await answers.releaseOffer(db, publicUrl, req.user!, String(req.params.id)));
  });

  return router;
}

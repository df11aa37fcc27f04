// Personal access tokens: a student's or admin's (/api/tokens) and a store's, in its owner portal
// (/api/store-portal/tokens). Managing them needs the session itself (the contract's security).
import { Router, type Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import type { TokenOwner } from './tokens.repository.js';
import * as service from './tokens.service.js';

const userOf = (req: Request): TokenOwner => ({ kind: 'user', userId: req.user!.id });
const storeOf = (req: Request): TokenOwner => ({ kind: 'store', storeId: req.storeSession!.storeId });

export function tokensRoutes({ db, rateLimits }: AppDeps): Router {
  const router = Router();

  router.get('/api/tokens', async (req, res) => {
    res.json(await service.listTokens(db, userOf(req)));
  });

  router.post('/api/tokens', rateLimits.perUser('access-token-create', 30, 60 * 60), async (req, res) => {
    const maker = { kind: 'user' as const, userId: req.user!.id, isAdmin: req.user!.isAdmin };
    const created = await service.createToken(db, maker, req.body as JsonBody<'createAccessToken'>);
    res.status(201).set('Cache-Control', 'no-store').json(created);
  });

  router.delete('/api/tokens/:id', async (req, res) => {
    await service.revokeToken(db, userOf(req), String(req.params.id));
    res.status(204).end();
  });

  router.get('/api/store-portal/tokens', async (req, res) => {
    res.json(await service.listTokens(db, storeOf(req)));
  });

  router.post('/api/store-portal/tokens', rateLimits.perStore('store-access-token-create', 30, 60 * 60), async (req, res) => {
    const created = await service.createToken(db, { kind: 'store', storeId: req.storeSession!.storeId }, req.body as JsonBody<'createPortalAccessToken'>);
    res.status(201).set('Cache-Control', 'no-store').json(created);
  });

  router.delete('/api/store-portal/tokens/:id', async (req, res) => {
    await service.revokeToken(db, storeOf(req), String(req.params.id));
    res.status(204).end();
  });

  return router;
}

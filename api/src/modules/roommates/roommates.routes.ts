import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import * as service from './roommates.service.js';
import { refuseSuspended } from '../../http/suspension-guard.js';

export function roommatesRoutes({ db, config }: AppDeps): Router {
  const router = Router();

  router.get('/api/roommates', async (req, res) => {
    // The validator has applied the contract's defaults and coerced the numbers.
    const { q, gender, accommodationType, minBudget, maxBudget, posterId, sort = 'newest', page = 1, pageSize = 24 } =
      req.query as Query<'listRoommatePosts'>;
    res.json(await service.listRoommatePosts(db, { q, gender, accommodationType, minBudget, maxBudget, posterId }, sort, page, pageSize));
  });

  router.post('/api/roommates', refuseSuspended, async (req, res) => {
    res.status(201).json(await service.createRoommatePost(db, req.user!, req.body as JsonBody<'createRoommatePost'>));
  });

  // Before /:id, which would otherwise take "mine" for an id.
  router.get('/api/roommates/mine', async (req, res) => {
    const { status = 'active', page = 1, pageSize = 25 } = req.query as Query<'listMyRoommatePosts'>;
    res.json(await service.listMyRoommatePosts(db, req.user!, status, page, pageSize));
  });

  router.get('/api/roommates/:id', async (req, res) => {
    res.json(await service.getRoommatePost(db, req.user, req.params.id));
  });

  // The contract lets only `isActive: false` through.
  router.patch('/api/roommates/:id', refuseSuspended, async (req, res) => {
    res.json(await service.updateRoommatePost(db, config.dataDir, req.user!, String(req.params.id), req.body as JsonBody<'updateRoommatePost'>));
  });

  router.delete('/api/roommates/:id', async (req, res) => {
    await service.deleteRoommatePost(db, config.dataDir, req.user!, req.params.id);
    res.status(204).end();
  });

  return router;
}

import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import { getProfile, updateProfile, type CurrentSubscriptionJoin } from './users.service.js';

/** `subscription`: the subscriptions module's join, for the student's own profile. */
export function usersRoutes({ db }: AppDeps, subscription: CurrentSubscriptionJoin): Router {
  const router = Router();
  router.get('/api/users/:uid', publicRead(db, ['users']), async (req, res) => {
    res.json(await getProfile(db, subscription, req.user, req.params.uid));
  });
  router.patch('/api/users/:uid', async (req, res) => {
    res.json(await updateProfile(db, subscription, req.user!, req.params.uid, req.body as JsonBody<'updateUser'>));
  });
  return router;
}

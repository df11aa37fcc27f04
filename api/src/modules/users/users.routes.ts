import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import { getProfile, updateProfile, type CurrentSubscriptionReader } from './users.service.js';

/** `subscriptionOf`: the subscriptions module's reader, for the student's own profile. */
export function usersRoutes({ db }: AppDeps, subscriptionOf: CurrentSubscriptionReader): Router {
  const router = Router();
  router.get('/api/users/:uid', publicRead(db, ['users']), async (req, res) => {
    res.json(await getProfile(db, subscriptionOf, req.user, req.params.uid));
  });
  router.patch('/api/users/:uid', async (req, res) => {
    res.json(await updateProfile(db, subscriptionOf, req.user!, req.params.uid, req.body as JsonBody<'updateUser'>));
  });
  return router;
}

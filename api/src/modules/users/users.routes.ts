import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { getProfile, updateProfile } from './users.service.js';

export function usersRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/api/users/:uid', async (req, res) => {
    res.json(await getProfile(db, req.user, req.params.uid));
  });
  router.patch('/api/users/:uid', async (req, res) => {
    res.json(await updateProfile(db, req.user!, req.params.uid, req.body as JsonBody<'updateUser'>));
  });
  return router;
}

import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { getProfile, updateProfile, type ProfileChanges } from './users.service.js';

export function usersRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/api/users/:uid', async (req, res) => {
    res.json(await getProfile(db, req.user, req.params.uid));
  });
  router.patch('/api/users/:uid', async (req, res) => {
    res.json(await updateProfile(db, req.user!, req.params.uid, req.body as ProfileChanges));
  });
  return router;
}

// The roommates tag's routes: the browse with a roommate post's filters, then the routes every
// kind of post has (posts kernel), bound to this module's service.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { publicRead } from '../../http/public-read.js';
import { mountPostRoutes } from '../../posts/index.js';
import { roommateKind } from './roommates.kind.js';
import * as service from './roommates.service.js';

export function roommatesRoutes({ db, pictures }: AppDeps): Router {
  const router = Router();
  const read = publicRead(db, ['roommate-posts', 'users', 'images']);

  router.get('/api/roommates', read, async (req, res) => {
    // The validator has applied the contract's defaults and coerced the numbers.
    const { q, gender, accommodationType, minBudget, maxBudget, posterId, sort = 'newest', page = 1, pageSize = 24 } =
      req.query as Query<'listRoommatePosts'>;
    res.json(await service.listRoommatePosts(db, { q, gender, accommodationType, minBudget, maxBudget, posterId }, sort, page, pageSize));
  });

  // The contract lets an edit's fields and `isActive: false` through.
  const deps = { db, pictures, publicRead: read };
  return mountPostRoutes<JsonBody<'createRoommatePost'>, JsonBody<'updateRoommatePost'>>(router, '/api/roommates', deps, roommateKind, {
    create: service.createRoommatePost, listMine: service.listMyRoommatePosts, get: service.getRoommatePost,
    update: service.updateRoommatePost, remove: service.deleteRoommatePost,
  });
}

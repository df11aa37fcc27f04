// The moderation calls of the Roommate Finder and Product Requests panels, at the spec's paths.
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import * as requests from './admin-requests.service.js';
import { requireAdmin } from './admin.routes.js';
import * as roommates from './admin-roommates.service.js';

export function adminModerationRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  router.use(['/api/roommate-finder', '/api/request-product'], requireAdmin);

  router.get('/api/roommate-finder/listings', async (req, res) => {
    // The validator has applied the contract's defaults and coerced the numbers.
    const { q, status = 'all', accommodationType, page = 1, pageSize = 25 } = req.query as Query<'listAdminRoommateListings'>;
    res.json(await roommates.listRoommateListings(db, { q, status, accommodationType }, page, pageSize));
  });

  router.get('/api/roommate-finder/stats', async (_req, res) => {
    res.json(await roommates.roommateStats(db));
  });

  router.patch('/api/roommate-finder/listings/:id/status', async (req, res) => {
    const { isActive } = req.body as JsonBody<'setAdminRoommateListingStatus'>;
    res.json(await roommates.setRoommateListingActive(db, req.user!, req.params.id, isActive));
  });

  router.delete('/api/roommate-finder/listings/:id', async (req, res) => {
    await roommates.deleteRoommateListing(db, config.dataDir, req.user!, req.params.id);
    res.status(204).end();
  });

  router.get('/api/request-product/requests', async (req, res) => {
    const { q, status = 'all', requestType, category, page = 1, pageSize = 25 } = req.query as Query<'listAdminItemRequests'>;
    res.json(await requests.listItemRequests(db, { q, status, requestType, category }, page, pageSize));
  });

  router.get('/api/request-product/stats', async (_req, res) => {
    res.json(await requests.itemRequestStats(db));
  });

  router.patch('/api/request-product/requests/:id/status', async (req, res) => {
    const { isActive } = req.body as JsonBody<'setAdminItemRequestStatus'>;
    res.json(await requests.setItemRequestActive(db, req.user!, req.params.id, isActive));
  });

  router.delete('/api/request-product/requests/:id', async (req, res) => {
    await requests.deleteItemRequest(db, config.dataDir, req.user!, req.params.id);
    res.status(204).end();
  });

  return router;
}

// The moderation calls of the Roommate Finder and Product Requests panels, at the spec's paths:
// each panel's list, stat cards, switch and delete (see postPanel).
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import type { ModerationStatus } from '../../posts/index.js';
import { itemRequests, roommateListings, type postPanel } from './admin-post-panels.js';

/** The list's query: the contract's paging and state, the rest the panel's own filters. */
interface PanelQuery {
  page?: number;
  pageSize?: number;
  status?: ModerationStatus;
}

/** Mounts a panel's calls below `path`, its posts at `path/items`. */
function mountPanel(router: Router, { db, pictures }: AppDeps, path: string, items: string, panel: ReturnType<typeof postPanel>) {
  router.get(`${path}/${items}`, async (req, res) => {
    // The validator has applied the contract's defaults, coerced the numbers and refused unknown parameters.
    const { page = 1, pageSize = 25, status = 'all', ...filters } = req.query as PanelQuery;
    res.json(await panel.list(db, { ...filters, status }, page, pageSize));
  });

  router.get(`${path}/stats`, async (_req, res) => {
    res.json(await panel.stats(db));
  });

  router.patch(`${path}/${items}/:id/status`, async (req, res) => {
    const { isActive } = req.body as JsonBody<'setAdminItemRequestStatus'> | JsonBody<'setAdminRoommateListingStatus'>;
    res.json(await panel.setActive(db, req.user!, req.params.id, isActive));
  });

  router.delete(`${path}/${items}/:id`, async (req, res) => {
    await panel.remove(db, pictures, req.user!, req.params.id);
    res.status(204).end();
  });
}

export function adminModerationRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(['/api/roommate-finder', '/api/request-product'], requireAdmin);
  mountPanel(router, deps, '/api/roommate-finder', 'listings', roommateListings);
  mountPanel(router, deps, '/api/request-product', 'requests', itemRequests);
  return router;
}

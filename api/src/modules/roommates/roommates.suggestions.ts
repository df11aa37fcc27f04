import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query } from '../../http/contract.js';
import { suggestFor } from '../../posts/index.js';

/** 'Did you mean' over live roommate posts' titles; mounted before roommatesRoutes, whose /:id would take the path. */
export function roommateSuggestionsRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/api/roommates/suggestions', async (req, res) => {
    const { q } = req.query as unknown as Query<'getRoommateSuggestions'>;
    res.json(await suggestFor(db, { from: 'roommate_posts r', alias: 'r', live: 'r.is_active AND r.expires_at > now()', bindings: [], hasTags: false }, q));
  });
  return router;
}

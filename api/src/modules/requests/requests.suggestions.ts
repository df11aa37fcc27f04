import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { Query } from '../../http/contract.js';
import { suggestFor } from '../../posts/index.js';

/** 'Did you mean' over live requests' titles and tags; mounted before requestsRoutes, whose /:id would take the path. */
export function requestSuggestionsRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/api/requests/suggestions', async (req, res) => {
    const { q } = req.query as unknown as Query<'getRequestSuggestions'>;
    res.json(await suggestFor(db, { from: 'requests r', alias: 'r', live: 'r.is_active AND r.expires_at > now()', bindings: [], hasTags: true }, q));
  });
  return router;
}

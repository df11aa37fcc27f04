import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { problemBody } from '../../http/problem.js';

export function systemRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  router.get('/api/health', async (req, res) => {
    try {
      await db.raw('SELECT 1');
      res.json({ status: 'ok', database: 'ok' });
    } catch (err) {
      req.log.error({ err }, 'health check: database unreachable');
      res.status(503).set('Retry-After', '5').type('application/problem+json').json(problemBody(503, 'The database is unreachable.', 'database-down'));
    }
  });
  // The places the post forms offer under 'Where to meet' (a poster may type another).
  router.get('/api/meeting-spots', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json({ items: config.meetingSpots });
  });
  return router;
}

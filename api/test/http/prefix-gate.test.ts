import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gateByPrefix } from '../../src/http/prefix-gate.js';

/** An app whose one module answers /api/things, then a fallback that names itself. */
function appWith(router: Router) {
  const app = express();
  app.use(gateByPrefix(router));
  app.use((_req, res) => res.status(404).json({ by: 'fallback' }));
  return app;
}

const things = () => {
  const router = Router();
  router.get('/api/things', (_req, res) => res.json({ by: 'list' }));
  router.get('/api/things/:id', (req, res) => res.json({ by: 'one', id: req.params.id }));
  return router;
};

describe('gateByPrefix', () => {
  it("runs a module's routes for its own paths, in any letter case, as Express matches them", async () => {
    const app = appWith(things());
    expect((await request(app).get('/api/things').expect(200)).body).toEqual({ by: 'list' });
    expect((await request(app).get('/api/things/7').expect(200)).body).toEqual({ by: 'one', id: '7' });
    expect((await request(app).get('/API/Things/7').expect(200)).body).toEqual({ by: 'one', id: '7' });
    expect((await request(app).get('/api/things/').expect(200)).body).toEqual({ by: 'list' });
  });

  it('passes every other path on without running the router', async () => {
    const inner = things();
    let ran = 0;
    // The router as the gate sees it (its stack), counting the requests it is given.
    const counted = Object.assign(((req, res, next) => {
      ran += 1;
      inner(req, res, next);
    }) as Router, { stack: inner.stack });
    const app = appWith(counted);
    for (const path of ['/api/thingsx', '/api/other/things', '/api', '/', '/things']) {
      expect((await request(app).get(path).expect(404)).body).toEqual({ by: 'fallback' });
    }
    expect(ran).toBe(0);
    await request(app).get('/api/things/1').expect(200);
    expect(ran).toBe(1);
  });

  it('leaves a router with a route or middleware not under a literal prefix as it is', () => {
    const patterned = Router();
    patterned.get('/api/:kind/list', (_req, res) => res.end());
    expect(gateByPrefix(patterned)).toBe(patterned);
    const everywhere = things();
    everywhere.use((_req, _res, next) => next());
    expect(gateByPrefix(everywhere)).toBe(everywhere);
  });
});

import express, { Router, type ErrorRequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { routeByPrefix } from '../../src/http/prefix-gate.js';

/** An app whose modules are `routers`, then a fallback that names itself, then an error handler. */
function appWith(routers: Router[]) {
  const app = express();
  app.use(routeByPrefix(routers));
  app.use((_req, res) => res.status(404).json({ by: 'fallback' }));
  const failed: ErrorRequestHandler = (err: Error, _req, res, _next) => res.status(500).json({ error: err.message });
  app.use(failed);
  return app;
}

const things = () => {
  const router = Router();
  router.get('/api/things', (_req, res) => res.json({ by: 'list' }));
  router.get('/api/things/:id', (req, res) => res.json({ by: 'one', id: req.params.id }));
  return router;
};

describe('routeByPrefix', () => {
  it("runs a module's routes for its own paths, in any letter case, as Express matches them", async () => {
    const app = appWith([things()]);
    expect((await request(app).get('/api/things').expect(200)).body).toEqual({ by: 'list' });
    expect((await request(app).get('/api/things/7').expect(200)).body).toEqual({ by: 'one', id: '7' });
    expect((await request(app).get('/API/Things/7').expect(200)).body).toEqual({ by: 'one', id: '7' });
    expect((await request(app).get('/api/things/').expect(200)).body).toEqual({ by: 'list' });
  });

  it('passes every other path on without running a module', async () => {
    let ran = 0;
    const counting = things();
    counting.stack.unshift(...Router().use('/api/things', (_req, _res, next) => ((ran += 1), next())).stack);
    const app = appWith([counting]);
    for (const path of ['/api/thingsx', '/api/other/things', '/api', '/', '/things']) {
      expect((await request(app).get(path).expect(404)).body).toEqual({ by: 'fallback' });
    }
    expect(ran).toBe(0);
    await request(app).get('/api/things/1').expect(200);
    expect(ran).toBe(1);
  });

  it("keeps the modules' order under a shared prefix: an earlier module's guard runs before a later one's route", async () => {
    const guard = Router();
    guard.use('/api/admin', (req, res, next) => (req.get('x-admin') ? next() : res.status(403).json({ by: 'guard' })));
    guard.get('/api/admin/users', (_req, res) => res.json({ by: 'users' }));
    const orders = Router();
    orders.get('/api/admin/orders', (_req, res) => res.json({ by: 'orders' }));
    const app = appWith([guard, things(), orders]);
    expect((await request(app).get('/api/admin/orders').expect(403)).body).toEqual({ by: 'guard' });
    expect((await request(app).get('/api/admin/orders').set('x-admin', '1').expect(200)).body).toEqual({ by: 'orders' });
    expect((await request(app).get('/api/admin/users').set('x-admin', '1').expect(200)).body).toEqual({ by: 'users' });
    expect((await request(app).get('/api/things/2').expect(200)).body).toEqual({ by: 'one', id: '2' });
  });

  it('runs a route under two prefixes for both, and one whose start is a pattern for every path, at its place', async () => {
    const both = Router();
    both.get(['/api/requests/:id/flag', '/api/roommates/:id/flag'], (req, res) => res.json({ by: 'flag', id: req.params.id }));
    const patterned = Router();
    patterned.get('/api/:kind/count', (req, res) => res.json({ by: 'count', kind: req.params.kind }));
    const app = appWith([both, things(), patterned]);
    expect((await request(app).get('/api/requests/3/flag').expect(200)).body).toEqual({ by: 'flag', id: '3' });
    expect((await request(app).get('/api/roommates/4/flag').expect(200)).body).toEqual({ by: 'flag', id: '4' });
    expect((await request(app).get('/api/things/count').expect(200)).body).toEqual({ by: 'one', id: 'count' });
    expect((await request(app).get('/api/shoes/count').expect(200)).body).toEqual({ by: 'count', kind: 'shoes' });
  });

  it("hands an error on to the error handlers, past the later modules' routes", async () => {
    const failing = Router();
    failing.get('/api/things/:id', () => {
      throw new Error('broken');
    });
    const app = appWith([failing, things()]);
    expect((await request(app).get('/api/things/1').expect(500)).body).toEqual({ error: 'broken' });
    expect((await request(app).get('/api/things').expect(200)).body).toEqual({ by: 'list' });
  });
});

import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { series, under } from '../../src/http/series.js';

/** Each handler adds its name to `res.locals.ran`; the app answers what ran (or the error's message). */
function appWith(steps: Parameters<typeof series>[0]) {
  const app = express();
  app.use((_req, res, next) => ((res.locals.ran = []), next()));
  app.use(series(steps));
  app.use((_req, res) => res.json({ ran: res.locals.ran }));
  const failed: ErrorRequestHandler = (err: Error, _req, res, _next) => res.status(500).json({ ran: res.locals.ran, error: err.message });
  app.use(failed);
  return app;
}

const step =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.ran.push(name);
    next();
  };

describe('series', () => {
  it('runs its handlers in order, then the next layer of the app', async () => {
    const res = await request(appWith([step('a'), step('b'), step('c')])).get('/anything').expect(200);
    expect(res.body).toEqual({ ran: ['a', 'b', 'c'] });
  });

  it('runs mounted handlers for their path and what is under it only, in any letter case, with the full path', async () => {
    let seen = '';
    const app = appWith([
      step('all'),
      under('/api', step('api'), ((req, _res, next) => ((seen = `${req.baseUrl}|${req.path}`), next())) as RequestHandler),
      under(['/api/one', '/api/two'], step('one-or-two')),
    ]);
    expect((await request(app).get('/api').expect(200)).body.ran).toEqual(['all', 'api']);
    expect((await request(app).get('/API/Things?x=1').expect(200)).body.ran).toEqual(['all', 'api']);
    expect(seen).toBe('|/API/Things');
    expect((await request(app).get('/api/two/x').expect(200)).body.ran).toEqual(['all', 'api', 'one-or-two']);
    expect((await request(app).get('/apix').expect(200)).body.ran).toEqual(['all']);
    expect((await request(app).get('/api/one2').expect(200)).body.ran).toEqual(['all', 'api']);
    expect((await request(app).get('/').expect(200)).body.ran).toEqual(['all']);
  });

  it('skips to the next error handler on an error passed, thrown or rejected, and an error handler can resume', async () => {
    const recover: ErrorRequestHandler = (err: Error, _req, res, next) => {
      res.locals.ran.push(`recovered ${err.message}`);
      next();
    };
    const failing: Record<string, RequestHandler> = {
      passed: (_req, _res, next) => next(new Error('passed')),
      thrown: () => {
        throw new Error('thrown');
      },
      rejected: async () => {
        throw new Error('rejected');
      },
    };
    for (const [name, fail] of Object.entries(failing)) {
      const res = await request(appWith([step('a'), fail, step('skipped'), recover, step('b')])).get('/').expect(200);
      expect(res.body).toEqual({ ran: ['a', `recovered ${name}`, 'b'] });
    }
  });

  it("hands an error no handler of its own took to the app's error handler", async () => {
    const res = await request(appWith([step('a'), ((_req, _res, next) => next(new Error('boom'))) as RequestHandler, step('skipped')])).get('/').expect(500);
    expect(res.body).toEqual({ ran: ['a'], error: 'boom' });
  });

  it("leaves it to a handler that answers: nothing after it runs", async () => {
    const app = appWith([step('a'), ((_req, res) => res.status(403).json({ stopped: true })) as RequestHandler, step('skipped')]);
    expect((await request(app).get('/').expect(403)).body).toEqual({ stopped: true });
  });
});

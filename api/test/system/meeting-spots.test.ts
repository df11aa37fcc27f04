import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MEETING_SPOTS, loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

async function appWith(env: Record<string, string> = {}) {
  const app = await createTestApp(env);
  apps.push(app);
  return app;
}

describe('GET /api/meeting-spots', () => {
  it("answers the campus's usual places to anyone when none are configured", async () => {
    const t = await appWith();
    const res = await t.request().get('/api/meeting-spots').expect(200);
    expect(res.body).toEqual({ items: DEFAULT_MEETING_SPOTS });
    expect(res.body.items).toContain('Central Library');
    expect(res.body.items).toContain('Main Canteen');
  });

  it('answers the configured places, trimmed, in their order', async () => {
    const t = await appWith({ CAMPUS_MEETING_SPOTS: ' North Library , Mess 2,,Boat House ' });
    expect((await t.request().get('/api/meeting-spots').expect(200)).body).toEqual({ items: ['North Library', 'Mess 2', 'Boat House'] });
  });

  it('refuses a configuration with no place or one over 80 characters', () => {
    const base = { NODE_ENV: 'test' as const };
    expect(() => loadConfig({ ...base, CAMPUS_MEETING_SPOTS: ' , ' })).toThrow(/CAMPUS_MEETING_SPOTS: must name at least one place/);
    expect(() => loadConfig({ ...base, CAMPUS_MEETING_SPOTS: 'x'.repeat(81) })).toThrow(/CAMPUS_MEETING_SPOTS/);
  });
});

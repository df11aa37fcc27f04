// The demo's recruitment applications, as the Recruitment panel shows them on first start.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertRecruitmentApplications } from '../../../seeds/demo/recruitment.js';
import { createClock } from '../../../seeds/demo/time.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((trx) => insertRecruitmentApplications(trx, createClock()));
});
afterAll(() => t.close());

it('seeds applications of both types at every stage, readable through the admin list', async () => {
  const agent = await t.loginAs(await t.createUser({ isAdmin: true }));
  const res = await agent.get('/api/recruitment/applications').expect(200);
  const apps = res.body.applications as { status: string; applicationType: string; position: string; submittedAt: string; availability: { startDate: string } }[];
  expect(apps.length).toBeGreaterThanOrEqual(8);
  expect(new Set(apps.map((a) => a.status))).toEqual(new Set(['submitted', 'under_review', 'shortlisted', 'interview_scheduled', 'selected', 'rejected', 'withdrawn']));
  expect(new Set(apps.map((a) => a.applicationType))).toEqual(new Set(['intern', 'team_lead']));
  // Specialists apply with the team-lead form.
  expect(apps.some((a) => a.applicationType === 'team_lead' && !a.position.startsWith('head_') && a.position !== 'hr_admin')).toBe(true);
  const month = 31 * 24 * 60 * 60 * 1000;
  for (const a of apps) {
    expect(Date.now() - new Date(a.submittedAt).getTime()).toBeLessThan(month);
    expect(new Date(a.availability.startDate).getTime()).toBeGreaterThan(Date.now());
  }
  const stats = await agent.get('/api/recruitment/stats').expect(200);
  expect(stats.body.stats).toMatchObject({ total: apps.length, selected: 1, under_review: 2, rejected: 1 });
});

// The Recruitment panel's calls: access, the list and figures, and deletes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertApplications, internAnswers, teamLeadAnswers } from './applications.js';

let t: TestApp;
let adminAgent: Awaited<ReturnType<TestApp['loginAs']>>;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ isAdmin: true, fullName: 'Head Admin' });
  adminId = admin.id;
  adminAgent = await t.loginAs(admin);
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
type Agent = ReturnType<TestApp['request']>;

const statusOf = async (id: string) => (await t.db('recruitmentApplications').where({ id }).first())?.status as string | undefined;
const auditOf = (targetId: string) => t.db('auditLog').where({ targetId }).orderBy('createdAt').select('actorKind', 'actorUserId', 'action', 'summary');

describe('access', () => {
  const calls = (agent: Agent, id: string) => [
    agent.get('/api/recruitment/applications'),
    agent.get('/api/recruitment/stats'),
    agent.patch(`/api/recruitment/applications/${id}/status`).send({ status: 'under_review' }),
    agent.delete(`/api/recruitment/applications/${id}`),
    agent.post('/api/recruitment/applications/bulk-delete').send({ ids: [id] }),
  ];

  it('needs a session on every call, and changes nothing', async () => {
    const { ids } = await insertApplications(t, [{ name: 'Ann' }]);
    for (const call of calls(t.request(), ids[0]!)) {
      expect((await call.expect(401)).body.detail).toBe('Please log in to continue.');
    }
    expect(await statusOf(ids[0]!)).toBe('submitted');
  });

  it("refuses a student on every call with the spec's words, and changes nothing", async () => {
    const { ids } = await insertApplications(t, [{ name: 'Ann' }]);
    const student = await t.loginAs(await t.createUser());
    for (const call of calls(student as unknown as Agent, ids[0]!)) {
      expect((await call.expect(403)).body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    expect(await statusOf(ids[0]!)).toBe('submitted');
    expect(await auditOf(ids[0]!)).toEqual([]);
  });
});

describe('GET /api/recruitment/applications and /stats', () => {
  // Its own database, so the list and the figures are exact.
  let fresh: TestApp;
  let agent: Agent;
  let ids: string[];
  let token: string;
  beforeAll(async () => {
    fresh = await createTestApp();
    agent = (await fresh.loginAs(await fresh.createUser({ isAdmin: true }))) as unknown as Agent;
    ({ ids, token } = await insertApplications(fresh, [
      { name: 'Asha', status: 'submitted' },
      { name: 'Bilal', status: 'under_review', type: 'team_lead' },
      { name: 'Chitra', status: 'under_review' },
      { name: 'Dev', status: 'selected' },
      { name: 'Esha', status: 'rejected', type: 'team_lead' },
      { name: 'Farhan', status: 'withdrawn' },
    ]));
  });
  afterAll(() => fresh.close());

  it('answers the documented {success, applications}, newest first, for a client that sends nothing', async () => {
    const res = await agent.get('/api/recruitment/applications').expect(200);
    expect(res.body).toMatchObject({ success: true, total: 6, page: 1, pageSize: 25 });
    expect(res.body.applications.map((a: { _id: string }) => a._id)).toEqual([...ids].reverse());
  });

  it('shows every field of an intern and of a team lead', async () => {
    const res = await agent.get('/api/recruitment/applications').expect(200);
    const byId = new Map(res.body.applications.map((a: { _id: string }) => [a._id, a]));
    expect(byId.get(ids[0])).toEqual({
      _id: ids[0],
      personalInfo: {
        fullName: `Asha ${token}`,
        email: `asha.${token}@mail.com`,
        phone: '+91 98765 00000',
        college: 'Campus Institute of Technology',
        branch: 'Computer Science',
        yearOfStudy: '2',
        linkedin: null,
        github: 'https://github.com/someone',
        portfolio: null,
      },
      position: 'web_developer_intern',
      positionTitle: 'Web Developer Intern',
      applicationType: 'intern',
      status: 'submitted',
      submittedAt: new Date(Date.UTC(2026, 5, 1, 12, 0)).toISOString(),
      statusUpdatedAt: null,
      resumeLink: 'https://drive.example.com/resume.pdf',
      motivation: 'I use Thriftz every week and want to help it grow.',
      experience: 'Built the college fest website.',
      ...internAnswers,
      priorityRanking: null,
      fallbackOption: null,
      spicyQuestions: null,
      availability: { hoursPerWeek: 12, startDate: '2026-09-07', duration: '2_months' },
      preferences: { workMode: 'hybrid', teamLeadPreference: null },
      additionalInfo: '',
      interviewNotes: '',
    });
    expect(byId.get(ids[1])).toMatchObject({
      applicationType: 'team_lead',
      position: 'head_product_tech',
      positionTitle: 'Head of Product & Tech',
      thriftzExplanation: null,
      roleExperience: null,
      futureIdeas: null,
      ...teamLeadAnswers,
      preferences: { workMode: 'hybrid', teamLeadPreference: 'product_tech' },
    });
  });

  it('filters by status and pages', async () => {
    const review = await agent.get('/api/recruitment/applications').query({ status: 'under_review' }).expect(200);
    expect(review.body.applications.map((a: { _id: string }) => a._id)).toEqual([ids[2], ids[1]]);
    expect(review.body.total).toBe(2);
    const withdrawn = await agent.get('/api/recruitment/applications').query({ status: 'withdrawn' }).expect(200);
    expect(withdrawn.body.applications.map((a: { _id: string }) => a._id)).toEqual([ids[5]]);
    const page2 = await agent.get('/api/recruitment/applications').query({ status: 'all', page: 2, pageSize: 4 }).expect(200);
    expect(page2.body).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect(page2.body.applications.map((a: { _id: string }) => a._id)).toEqual([ids[1], ids[0]]);
  });

  it('refuses an unknown status, a page below one and a page size above 100', async () => {
    for (const query of [{ status: 'hired' }, { page: 0 }, { pageSize: 101 }, { sort: 'name' }]) {
      const res = await agent.get('/api/recruitment/applications').query(query).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('counts all applications and the selected, under-review and rejected ones', async () => {
    const res = await agent.get('/api/recruitment/stats').expect(200);
    expect(res.body).toEqual({ success: true, stats: { total: 6, selected: 1, under_review: 2, rejected: 1 } });
  });
});

describe('DELETE /api/recruitment/applications/{id}', () => {
  it('deletes the application and audits it', async () => {
    const { ids, token } = await insertApplications(t, [{ name: 'Tara', type: 'team_lead', position: 'community_manager' }]);
    await adminAgent.delete(`/api/recruitment/applications/${ids[0]}`).expect(204);
    expect(await statusOf(ids[0]!)).toBeUndefined();
    expect(await auditOf(ids[0]!)).toEqual([
      { actorKind: 'admin', actorUserId: adminId, action: 'recruitment.delete', summary: `Deleted the application of Tara ${token} (Community Manager)` },
    ]);
  });

  it('answers 404 for an unknown application and 400 for a bad id', async () => {
    expect((await adminAgent.delete(`/api/recruitment/applications/${randomUUID()}`).expect(404)).body.detail).toBe('Application not found.');
    await adminAgent.delete('/api/recruitment/applications/123').expect(400);
  });
});

describe('POST /api/recruitment/applications/bulk-delete', () => {
  it('deletes every selected application, answering for each', async () => {
    const { ids } = await insertApplications(t, [{ name: 'Uma' }, { name: 'Vik' }, { name: 'Kept' }]);
    const res = await adminAgent.post('/api/recruitment/applications/bulk-delete').send({ ids: [ids[0], ids[1]] }).expect(200);
    expect(res.body).toEqual({
      deleted: 2,
      failed: 0,
      results: [
        { id: ids[0], deleted: true },
        { id: ids[1], deleted: true },
      ],
    });
    expect(await t.db('recruitmentApplications').whereIn('id', ids).pluck('id')).toEqual([ids[2]]);
    expect((await t.db('auditLog').whereIn('targetId', ids).pluck('action')).sort()).toEqual(['recruitment.delete', 'recruitment.delete']);
  });

  it('reports the ids it could not delete, and deletes the rest', async () => {
    const { ids } = await insertApplications(t, [{ name: 'Wen' }]);
    const missing = randomUUID();
    const res = await adminAgent.post('/api/recruitment/applications/bulk-delete').send({ ids: [missing, ids[0]] }).expect(200);
    expect(res.body).toEqual({
      deleted: 1,
      failed: 1,
      results: [
        { id: missing, deleted: false, error: 'Application not found.' },
        { id: ids[0], deleted: true },
      ],
    });
    const none = await adminAgent.post('/api/recruitment/applications/bulk-delete').send({ ids: [missing] }).expect(200);
    expect(none.body).toMatchObject({ deleted: 0, failed: 1 });
  });

  it("refuses an empty selection with the spec's words", async () => {
    const res = await adminAgent.post('/api/recruitment/applications/bulk-delete').send({ ids: [] }).expect(400);
    expect(res.body).toMatchObject({ detail: 'No applications selected for deletion', code: 'none-selected' });
  });

  it('refuses bad ids, repeated ids, more than 100 and unknown fields, deleting nothing', async () => {
    const { ids } = await insertApplications(t, [{ name: 'Xena' }]);
    const many = Array.from({ length: 101 }, () => randomUUID());
    for (const body of [{ ids: ['nope'] }, { ids: [ids[0], ids[0]] }, { ids: [ids[0], ...many] }, { ids: [ids[0]], all: true }, {}]) {
      await adminAgent.post('/api/recruitment/applications/bulk-delete').send(body).expect(400);
    }
    expect(await statusOf(ids[0]!)).toBe('submitted');
  });
});

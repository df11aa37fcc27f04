// The recruitment status workflow: allowed moves, refusals, notes, e-mails and the audit trail.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertApplications } from './applications.js';

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

const statusOf = async (id: string) => (await t.db('recruitmentApplications').where({ id }).first())?.status as string | undefined;
const auditOf = (targetId: string) => t.db('auditLog').where({ targetId }).orderBy('createdAt').select('actorKind', 'actorUserId', 'action', 'summary');
const patchStatus = (id: string, body: object) => adminAgent.patch(`/api/recruitment/applications/${id}/status`).send(body);

describe('PATCH /api/recruitment/applications/{id}/status', () => {
  it('walks the workflow to selected, keeping notes, stamping the time, e-mailing and auditing each step', async () => {
    const { ids, token } = await insertApplications(t, [{ name: 'Gita' }]);
    const id = ids[0]!;
    const email = `gita.${token}@mail.com`;
    const before = Date.now();

    const reviewed = await patchStatus(id, { status: 'under_review' }).expect(200);
    expect(reviewed.body).toMatchObject({ success: true, application: { _id: id, status: 'under_review', interviewNotes: '' } });
    expect(new Date(reviewed.body.application.statusUpdatedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await t.outbox(email)).toEqual([]);

    await patchStatus(id, { status: 'shortlisted' }).expect(200);
    const scheduled = await patchStatus(id, { status: 'interview_scheduled', interviewNotes: '  Thursday 4 pm, library room 2  ' }).expect(200);
    expect(scheduled.body.application).toMatchObject({ status: 'interview_scheduled', interviewNotes: 'Thursday 4 pm, library room 2' });
    // Notes left out are kept.
    const selected = await patchStatus(id, { status: 'selected' }).expect(200);
    expect(selected.body.application).toMatchObject({ status: 'selected', interviewNotes: 'Thursday 4 pm, library room 2' });

    const mails = await t.outbox(email);
    expect(mails.map((m) => m.template)).toEqual(['recruitment-shortlisted', 'recruitment-interview-scheduled', 'recruitment-selected']);
    expect(mails[2]!.subject).toBe('Welcome to the Thriftz team');
    expect(mails[2]!.textBody).toContain(`Hi Gita ${token},`);
    expect(mails[2]!.textBody).toContain('selected for Web Developer Intern');
    // Interview notes are the team's own, never mailed.
    expect(mails.map((m) => m.textBody).join('\n')).not.toContain('library room');

    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['recruitment.status', 'recruitment.status', 'recruitment.status', 'recruitment.status']);
    expect(audit[3]).toEqual({
      actorKind: 'admin',
      actorUserId: adminId,
      action: 'recruitment.status',
      summary: `Set the application of Gita ${token} (Web Developer Intern) to selected`,
    });
  });

  it('rejects at any open stage, telling the applicant', async () => {
    const { ids, token } = await insertApplications(t, [
      { name: 'Hari', status: 'submitted' },
      { name: 'Indu', status: 'under_review' },
      { name: 'Jay', status: 'shortlisted' },
      { name: 'Kavya', status: 'interview_scheduled', type: 'team_lead' },
    ]);
    for (const id of ids) {
      const res = await patchStatus(id, { status: 'rejected' }).expect(200);
      expect(res.body.application.status).toBe('rejected');
    }
    const [mail] = await t.outbox(`kavya.${token}@mail.com`);
    expect(mail).toMatchObject({ template: 'recruitment-rejected', subject: 'Your Thriftz application for Head of Product & Tech' });
  });

  it('refuses a move the workflow does not allow with 409 and a clear message, changing nothing', async () => {
    const { ids, token } = await insertApplications(t, [
      { name: 'Lata', status: 'submitted' },
      { name: 'Mohan', status: 'under_review' },
      { name: 'Nina', status: 'selected' },
      { name: 'Om', status: 'withdrawn' },
      { name: 'Pia', status: 'shortlisted' },
    ]);
    const cases: [string, string, string][] = [
      [ids[0]!, 'selected', 'Cannot change status from submitted to selected. It can move to under review or rejected.'],
      [ids[1]!, 'submitted', 'Cannot change status from under review to submitted. It can move to shortlisted or rejected.'],
      [ids[2]!, 'rejected', 'This application is selected: its status can no longer change.'],
      [ids[3]!, 'under_review', 'This application is withdrawn: its status can no longer change.'],
      [ids[4]!, 'withdrawn', 'Cannot change status from shortlisted to withdrawn. It can move to interview scheduled or rejected.'],
      [ids[4]!, 'shortlisted', 'The application is already shortlisted.'],
    ];
    for (const [id, status, detail] of cases) {
      const res = await patchStatus(id, { status, interviewNotes: status === 'shortlisted' ? undefined : 'x' }).expect(409);
      expect(res.body.detail).toBe(detail);
    }
    const rows = await t.db('recruitmentApplications').whereIn('id', ids).select('status', 'interviewNotes', 'statusUpdatedAt');
    expect(rows.every((r) => r.interviewNotes === '' && r.statusUpdatedAt === null)).toBe(true);
    expect((await t.outbox()).filter((m) => m.toAddress.includes(token))).toEqual([]);
    expect(await t.db('auditLog').whereIn('targetId', ids)).toEqual([]);
  });

  it('saves notes alone when sent the current status, without an e-mail', async () => {
    const { ids, token } = await insertApplications(t, [{ name: 'Quasar', status: 'interview_scheduled' }]);
    const res = await patchStatus(ids[0]!, { status: 'interview_scheduled', interviewNotes: 'Strong portfolio' }).expect(200);
    expect(res.body.application).toMatchObject({ status: 'interview_scheduled', interviewNotes: 'Strong portfolio', statusUpdatedAt: null });
    expect(await t.outbox(`quasar.${token}@mail.com`)).toEqual([]);
    expect((await auditOf(ids[0]!)).map((a) => a.action)).toEqual(['recruitment.notes']);
  });

  it('answers 404 for an unknown application', async () => {
    const res = await patchStatus(randomUUID(), { status: 'under_review' }).expect(404);
    expect(res.body.detail).toBe('Application not found.');
  });

  it('refuses an unknown status, a missing status, unknown fields, long notes and a bad id, changing nothing', async () => {
    const { ids } = await insertApplications(t, [{ name: 'Ravi' }]);
    for (const body of [{ status: 'hired' }, {}, { status: 'under_review', priority: 'high' }, { status: 'under_review', interviewNotes: 'x'.repeat(5001) }]) {
      const res = await patchStatus(ids[0]!, body).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    await adminAgent.patch('/api/recruitment/applications/not-a-uuid/status').send({ status: 'under_review' }).expect(400);
    expect(await statusOf(ids[0]!)).toBe('submitted');
  });

  it('lets only one of two admins move the same application from the same stage', async () => {
    const { ids } = await insertApplications(t, [{ name: 'Sana', status: 'interview_scheduled' }]);
    const [a, b] = await Promise.all([patchStatus(ids[0]!, { status: 'selected' }), patchStatus(ids[0]!, { status: 'rejected' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await auditOf(ids[0]!)).length).toBe(1);
  });
});

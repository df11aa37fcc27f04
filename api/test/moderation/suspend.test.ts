import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { insertReport } from './fixtures.js';

let t: TestApp;
let adminUser: TestUser;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  adminUser = await t.createUser({ isAdmin: true, fullName: 'Asha Admin' });
  admin = await t.loginAs(adminUser);
});
afterAll(() => t.close());

const audit = (action: string) => t.db('auditLog').where({ action }).orderBy('createdAt', 'desc');

describe('suspend-user and suspensions', () => {
  it("suspends the reported listing's owner for the days chosen, tells them until when, audits; lift restores", async () => {
    const seller = await t.createUser({ fullName: 'Nina Seller' });
    const reporter = await t.createUser();
    const listing = await insertListing(t.db, seller.id);
    const id = await insertReport(t.db, { itemType: 'listing', itemId: listing.id, reporterId: reporter.id });

    const before = Date.now();
    const res = await admin.post(`/api/admin/moderation/reports/${id}/suspend-user`).send({ reason: 'Repeated scams', days: 7 }).expect(200);
    expect(res.body).toMatchObject({ closedReports: 1, report: { status: 'resolved', resolution: 'suspended', resolutionNote: 'Repeated scams' } });
    const until = new Date(res.body.report.target.ownerSuspendedUntil).getTime();
    expect(until - before).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(until - before).toBeLessThan(7 * 86_400_000 + 60_000);

    const [s] = await t.db('userSuspensions').where({ userId: seller.id });
    expect(s).toMatchObject({ reason: 'Repeated scams', createdById: adminUser.id, createdByName: 'Asha Admin', reportId: id, liftedAt: null });
    const [mail] = await t.outbox(seller.email);
    expect(mail).toMatchObject({ template: 'moderation-suspended' });
    expect(mail!.subject).toMatch(/^Your Thriftz account is suspended until .*\(India time\)$/);
    expect(mail!.textBody).toContain('Reason: Repeated scams');
    expect((await t.outbox(reporter.email))[0]!.textBody).toContain('suspended the account responsible');
    const [entry] = await audit('user.suspend');
    expect(entry).toMatchObject({ targetType: 'user', targetId: seller.id });
    expect(entry!.summary).toMatch(/^Suspended Nina Seller for 7 days \(until .*\): Repeated scams$/);

    // The session says so.
    const student = await t.loginAs(seller);
    const session = await student.get('/api/auth/session').expect(200);
    expect(session.body.user.suspension).toEqual({ until: new Date(s.endsAt).toISOString(), reason: 'Repeated scams' });

    const list = await admin.get('/api/admin/moderation/suspensions').expect(200);
    expect(list.body.items[0]).toMatchObject({ _id: s.id, user: { id: seller.id, fullName: 'Nina Seller' }, active: true, liftedAt: null, createdBy: 'Asha Admin' });

    const lifted = await admin.post(`/api/admin/moderation/suspensions/${s.id}/lift`).expect(200);
    expect(lifted.body).toMatchObject({ _id: s.id, active: false, liftedBy: 'Asha Admin' });
    expect((await student.get('/api/auth/session').expect(200)).body.user.suspension).toBeNull();
    expect((await audit('user.unsuspend'))[0]).toMatchObject({ targetId: seller.id, summary: 'Lifted the suspension of Nina Seller' });
    expect((await t.outbox(seller.email)).map((m) => m.template)).toContain('moderation-suspension-lifted');
    const again = await admin.post(`/api/admin/moderation/suspensions/${s.id}/lift`).expect(409);
    expect(again.body.detail).toBe('This suspension is no longer running.');

    const active = await admin.get('/api/admin/moderation/suspensions').expect(200);
    expect(active.body.items.map((x: { _id: string }) => x._id)).not.toContain(s.id);
    const all = await admin.get('/api/admin/moderation/suspensions').query({ status: 'all' }).expect(200);
    expect(all.body.items.map((x: { _id: string }) => x._id)).toContain(s.id);
  });

  it('suspends a reported person; a new suspension replaces the running one', async () => {
    const person = await t.createUser();
    const first = await insertReport(t.db, { itemType: 'user', itemId: person.id });
    await admin.post(`/api/admin/moderation/reports/${first}/suspend-user`).send({ reason: 'Rude', days: 1 }).expect(200);
    const second = await insertReport(t.db, { itemType: 'user', itemId: person.id });
    await admin.post(`/api/admin/moderation/reports/${second}/suspend-user`).send({ reason: 'Rude again', days: 30 }).expect(200);
    const rows = await t.db('userSuspensions').where({ userId: person.id }).orderBy('createdAt');
    expect(rows).toHaveLength(2);
    expect(rows[0].liftedAt).not.toBeNull();
    expect(rows[1]).toMatchObject({ reason: 'Rude again', liftedAt: null });
  });

  it('refuses an admin, oneself, bad days and a blank reason, changing nothing', async () => {
    const other = await t.createUser({ isAdmin: true });
    const aboutOther = await insertReport(t.db, { itemType: 'user', itemId: other.id });
    const aboutMe = await insertReport(t.db, { itemType: 'user', itemId: adminUser.id });
    expect((await admin.post(`/api/admin/moderation/reports/${aboutOther}/suspend-user`).send({ reason: 'x', days: 1 }).expect(409)).body.detail).toBe(
      'An admin cannot be suspended.',
    );
    expect((await admin.post(`/api/admin/moderation/reports/${aboutMe}/suspend-user`).send({ reason: 'x', days: 1 }).expect(409)).body.detail).toBe(
      'You cannot suspend yourself.',
    );
    const student = await t.createUser();
    const id = await insertReport(t.db, { itemType: 'user', itemId: student.id });
    for (const body of [{ reason: 'x', days: 0 }, { reason: 'x', days: 366 }, { reason: 'x' }, { days: 3 }, { reason: 'x', days: 2.5 }]) {
      await admin.post(`/api/admin/moderation/reports/${id}/suspend-user`).send(body).expect(400);
    }
    expect((await admin.post(`/api/admin/moderation/reports/${id}/suspend-user`).send({ reason: ' ', days: 3 }).expect(400)).body.detail).toBe(
      'Please give a reason.',
    );
    const gone = await insertReport(t.db, { itemType: 'user', itemId: randomUUID() });
    expect((await admin.post(`/api/admin/moderation/reports/${gone}/suspend-user`).send({ reason: 'x', days: 1 }).expect(404)).body.detail).toBe(
      'The reported user no longer exists.',
    );
    expect(await t.db('userSuspensions').whereIn('userId', [other.id, adminUser.id, student.id])).toHaveLength(0);
    expect(await t.db('reports').whereIn('id', [aboutOther, aboutMe, id, gone]).pluck('status')).toEqual(['new', 'new', 'new', 'new']);
  });
});

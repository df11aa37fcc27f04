import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { DENIED, insertReport } from './fixtures.js';

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

describe('access', () => {
  const calls = (agent: ReturnType<TestApp['request']>, id: string) => [
    agent.get('/api/admin/moderation/reports'),
    agent.get('/api/admin/moderation/suspensions'),
    agent.post(`/api/admin/moderation/reports/${id}/dismiss`).send({}),
    agent.post(`/api/admin/moderation/reports/${id}/hide-listing`).send({ reason: 'Spam' }),
    agent.post(`/api/admin/moderation/reports/${id}/suspend-user`).send({ reason: 'Spam', days: 3 }),
    agent.post(`/api/admin/moderation/suspensions/${id}/lift`),
  ];

  it('needs a session on every call', async () => {
    const seller = await t.createUser();
    const id = await insertReport(t.db, { itemType: 'listing', itemId: (await insertListing(t.db, seller.id)).id });
    for (const call of calls(t.request(), id)) expect((await call.expect(401)).body.detail).toBe('Please log in to continue.');
  });

  it('refuses a student on every call, and changes nothing', async () => {
    const seller = await t.createUser();
    const listing = await insertListing(t.db, seller.id);
    const id = await insertReport(t.db, { itemType: 'listing', itemId: listing.id });
    const student = await t.loginAs(await t.createUser());
    for (const call of calls(student as unknown as ReturnType<TestApp['request']>, id)) {
      expect((await call.expect(403)).body).toMatchObject({ status: 403, detail: DENIED, code: 'not-admin' });
    }
    expect(await t.db('reports').where({ id }).first()).toMatchObject({ status: 'new', resolution: null });
    expect(await t.db('listings').where({ id: listing.id }).first()).toMatchObject({ hiddenAt: null, isAvailable: true });
    expect(await t.db('userSuspensions').where({ userId: seller.id })).toHaveLength(0);
  });

  it('answers 404 for unknown ids and 400 for a malformed one', async () => {
    const unknown = randomUUID();
    expect((await admin.post(`/api/admin/moderation/reports/${unknown}/dismiss`).send({}).expect(404)).body.detail).toBe('Report not found.');
    expect((await admin.post(`/api/admin/moderation/reports/${unknown}/hide-listing`).send({ reason: 'x' }).expect(404)).body.detail).toBe('Report not found.');
    expect((await admin.post(`/api/admin/moderation/reports/${unknown}/suspend-user`).send({ reason: 'x', days: 1 }).expect(404)).body.detail).toBe(
      'Report not found.',
    );
    expect((await admin.post(`/api/admin/moderation/suspensions/${unknown}/lift`).expect(404)).body.detail).toBe('Suspension not found.');
    await admin.post('/api/admin/moderation/reports/not-a-uuid/dismiss').send({}).expect(400);
  });
});

describe('GET /api/admin/moderation/reports', () => {
  it('lists open reports oldest first with the reporter, the target and its owner; filters by status and type', async () => {
    await t.db('reports').del();
    const seller = await t.createUser({ fullName: 'Sam Seller' });
    const reporter = await t.createUser({ fullName: 'Riya Reporter' });
    const listing = await insertListing(t.db, seller.id, { title: 'Suspicious phone' });
    const person = await t.createUser({ fullName: 'Pat Person' });
    const newer = await insertReport(t.db, { itemType: 'user', itemId: person.id, reporterId: reporter.id, minutesAgo: 5, reason: 'Harassment' });
    const older = await insertReport(t.db, { itemType: 'listing', itemId: listing.id, reporterId: reporter.id, minutesAgo: 50 });
    const done = await insertReport(t.db, { itemType: 'listing', itemId: listing.id, minutesAgo: 500, status: 'dismissed' });
    const gone = await insertReport(t.db, { itemType: 'listing', itemId: randomUUID(), minutesAgo: 1 });

    const res = await admin.get('/api/admin/moderation/reports').expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(res.body.items.map((r: { _id: string }) => r._id)).toEqual([older, newer, gone]);
    expect(res.body.items[0]).toMatchObject({
      itemType: 'listing',
      reason: 'Fraud or scam',
      status: 'new',
      reporter: { id: reporter.id, fullName: 'Riya Reporter', email: reporter.email },
      target: { exists: true, title: 'Suspicious phone', url: `/product/${listing.id}`, owner: { id: seller.id, fullName: 'Sam Seller' }, hiddenReason: null },
      resolution: null,
    });
    expect(res.body.items[1].target).toMatchObject({ exists: true, title: 'Pat Person', url: null, owner: { id: person.id } });
    expect(res.body.items[2].target).toMatchObject({ exists: false, title: null, owner: null });

    const all = await admin.get('/api/admin/moderation/reports').query({ status: 'all' }).expect(200);
    expect(all.body.items.map((r: { _id: string }) => r._id)).toEqual([older, newer, gone, done]);
    const dismissed = await admin.get('/api/admin/moderation/reports').query({ status: 'dismissed' }).expect(200);
    expect(dismissed.body.items.map((r: { _id: string }) => r._id)).toEqual([done]);
    const users = await admin.get('/api/admin/moderation/reports').query({ itemType: 'user' }).expect(200);
    expect(users.body.items.map((r: { _id: string }) => r._id)).toEqual([newer]);
    const paged = await admin.get('/api/admin/moderation/reports').query({ pageSize: 1, page: 2 }).expect(200);
    expect(paged.body).toMatchObject({ total: 3, page: 2, pageSize: 1 });
    expect(paged.body.items.map((r: { _id: string }) => r._id)).toEqual([newer]);
  });

  it('refuses a bad filter or page size', async () => {
    await admin.get('/api/admin/moderation/reports').query({ status: 'closed' }).expect(400);
    await admin.get('/api/admin/moderation/reports').query({ pageSize: 101 }).expect(400);
    await admin.get('/api/admin/moderation/reports').query({ itemType: 'store' }).expect(400);
  });
});

describe('dismiss', () => {
  it('dismisses this report only, tells the reporter with the note, and audits', async () => {
    const seller = await t.createUser();
    const reporter = await t.createUser();
    const listing = await insertListing(t.db, seller.id, { title: 'Fine bicycle' });
    const id = await insertReport(t.db, { itemType: 'listing', itemId: listing.id, reporterId: reporter.id });
    const other = await insertReport(t.db, { itemType: 'listing', itemId: listing.id });

    const res = await admin.post(`/api/admin/moderation/reports/${id}/dismiss`).send({ note: '  The price is allowed.  ' }).expect(200);
    expect(res.body).toMatchObject({
      closedReports: 1,
      report: { _id: id, status: 'dismissed', resolution: 'dismissed', resolutionNote: 'The price is allowed.', resolvedBy: 'Asha Admin' },
    });
    expect(res.body.report.resolvedAt).toBeTruthy();
    expect(await t.db('reports').where({ id: other }).first()).toMatchObject({ status: 'new' });
    expect(await t.db('listings').where({ id: listing.id }).first()).toMatchObject({ hiddenAt: null, isAvailable: true });
    const [mail] = await t.outbox(reporter.email);
    expect(mail).toMatchObject({ template: 'moderation-report-outcome', subject: 'The outcome of your report on Thriftz' });
    expect(mail!.textBody).toContain('the listing "Fine bicycle"');
    expect(mail!.textBody).toContain('no action was taken');
    expect(mail!.textBody).toContain('Note from the moderators: The price is allowed.');
    const [entry] = await audit('report.dismiss');
    expect(entry).toMatchObject({ actorUserId: adminUser.id, targetType: 'report', targetId: id });
    expect(entry!.summary).toContain('"Fine bicycle"');

    const again = await admin.post(`/api/admin/moderation/reports/${id}/dismiss`).send({}).expect(409);
    expect(again.body.detail).toBe('This report has already been handled.');
  });

  it('accepts no body and refuses unknown fields', async () => {
    const id = await insertReport(t.db, { itemType: 'user', itemId: (await t.createUser()).id, contactEmail: 'visitor@example.com' });
    await admin.post(`/api/admin/moderation/reports/${id}/dismiss`).send({ note: 'x', extra: 1 }).expect(400);
    expect(await t.db('reports').where({ id }).first()).toMatchObject({ status: 'new' });
    await admin.post(`/api/admin/moderation/reports/${id}/dismiss`).expect(200);
    // A visitor's report is answered at the address they gave.
    expect(await t.outbox('visitor@example.com')).toHaveLength(1);
  });
});

describe('hide-listing', () => {
  it('hides the listing, resolves every open report of it, tells the owner why and the reporters the outcome', async () => {
    const seller = await t.createUser({ fullName: 'Hari Seller' });
    const reporter = await t.createUser();
    const listing = await insertListing(t.db, seller.id, { title: 'Fake sneakers' });
    const id = await insertReport(t.db, { itemType: 'listing', itemId: listing.id, reporterId: reporter.id, minutesAgo: 10 });
    const second = await insertReport(t.db, { itemType: 'listing', itemId: listing.id, contactEmail: 'second@example.com' });

    const res = await admin.post(`/api/admin/moderation/reports/${id}/hide-listing`).send({ reason: ' Counterfeit goods ' }).expect(200);
    expect(res.body).toMatchObject({
      closedReports: 2,
      report: { status: 'resolved', resolution: 'hidden', resolutionNote: 'Counterfeit goods', target: { hiddenReason: 'Counterfeit goods' } },
    });
    expect(await t.db('reports').where({ id: second }).first()).toMatchObject({ status: 'resolved', resolution: 'hidden' });
    expect(await t.db('listings').where({ id: listing.id }).first()).toMatchObject({ hiddenReason: 'Counterfeit goods', isAvailable: false });

    const [ownerMail] = await t.outbox(seller.email);
    expect(ownerMail).toMatchObject({ template: 'moderation-post-hidden', subject: 'Your listing "Fake sneakers" was hidden by the moderators' });
    expect(ownerMail!.textBody).toContain('Reason: Counterfeit goods');
    expect((await t.outbox(reporter.email))[0]!.textBody).toContain('hidden it from the marketplace');
    expect(await t.outbox('second@example.com')).toHaveLength(1);
    const [entry] = await audit('listing.hide');
    expect(entry).toMatchObject({ targetType: 'listing', targetId: listing.id, summary: 'Hid the listing "Fake sneakers": Counterfeit goods' });

    // Gone for everyone else; its seller and the admins still see it.
    await t.request().get(`/api/listings/${listing.id}`).expect(404);
    await (await t.loginAs(reporter)).get(`/api/listings/${listing.id}`).expect(404);
    await admin.get(`/api/listings/${listing.id}`).expect(200);
    const owner = await t.loginAs(seller);
    await owner.get(`/api/listings/${listing.id}`).expect(200);
    const mine = await owner.get('/api/listings/mine').query({ status: 'all' }).expect(200);
    expect(mine.body.items.find((l: { _id: string }) => l._id === listing.id)).toMatchObject({ hiddenReason: 'Counterfeit goods', isAvailable: false });
    const browse = await t.request().get('/api/listings').query({ type: 'sell', pageSize: 100 }).expect(200);
    expect(browse.body.items.map((l: { _id: string }) => l._id)).not.toContain(listing.id);
  });

  it('hides a reported request the same way', async () => {
    const author = await t.createUser();
    const request = await insertRequest(t.db, author.id, { title: 'Need exam answers' });
    const id = await insertReport(t.db, { itemType: 'request', itemId: request.id });
    await admin.post(`/api/admin/moderation/reports/${id}/hide-listing`).send({ reason: 'Cheating' }).expect(200);
    expect(await t.db('requests').where({ id: request.id }).first()).toMatchObject({ hiddenReason: 'Cheating', isActive: false });
    await t.request().get(`/api/requests/${request.id}`).expect(404);
    await (await t.loginAs(author)).get(`/api/requests/${request.id}`).expect(200);
    expect((await audit('request.hide'))[0]).toMatchObject({ targetId: request.id });
    expect((await t.outbox(author.email))[0]!.subject).toBe('Your request "Need exam answers" was hidden by the moderators');
  });

  it('refuses a blank reason, a report of a user and a deleted listing, changing nothing', async () => {
    const seller = await t.createUser();
    const listing = await insertListing(t.db, seller.id);
    const id = await insertReport(t.db, { itemType: 'listing', itemId: listing.id });
    const blank = await admin.post(`/api/admin/moderation/reports/${id}/hide-listing`).send({ reason: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ detail: 'Please give a reason.', errors: [{ path: '/body/reason', message: 'Please give a reason.' }] });
    await admin.post(`/api/admin/moderation/reports/${id}/hide-listing`).send({}).expect(400);
    await admin.post(`/api/admin/moderation/reports/${id}/hide-listing`).send({ reason: 'x'.repeat(501) }).expect(400);
    expect(await t.db('listings').where({ id: listing.id }).first()).toMatchObject({ hiddenAt: null, isAvailable: true });
    expect(await t.db('reports').where({ id }).first()).toMatchObject({ status: 'new' });

    const userReport = await insertReport(t.db, { itemType: 'user', itemId: seller.id });
    const notAPost = await admin.post(`/api/admin/moderation/reports/${userReport}/hide-listing`).send({ reason: 'x' }).expect(409);
    expect(notAPost.body.detail).toBe('Only a reported listing, request or review can be hidden.');

    const goneReport = await insertReport(t.db, { itemType: 'listing', itemId: randomUUID() });
    const gone = await admin.post(`/api/admin/moderation/reports/${goneReport}/hide-listing`).send({ reason: 'x' }).expect(404);
    expect(gone.body.detail).toBe('The reported listing no longer exists.');
    expect(await t.db('reports').whereIn('id', [userReport, goneReport]).pluck('status')).toEqual(['new', 'new']);
    expect(await t.outbox(seller.email)).toHaveLength(0);
  });
});

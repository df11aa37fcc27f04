// The moderation producers: a reporter learns how their report ended, an owner that their post
// was hidden, a student that they are suspended or free again; each once, with the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../listings/fixtures.js';
import { insertReport } from '../moderation/fixtures.js';
import { insertRequest } from '../requests/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { alertsOf } from './fixtures.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(await t.createUser({ isAdmin: true, fullName: 'Asha Admin' }));
});
afterAll(() => t.close());

describe('a report resolved', () => {
  it('dismissed: the reporter is told, with the note and a link back to the listing', async () => {
    const seller = await t.createUser();
    const reporter = await t.createUser();
    const listing = await insertListing(t.db, seller.id, { title: 'Canon camera' });
    const id = await insertReport(t.db, { itemType: 'listing', itemId: listing.id, reporterId: reporter.id });
    await admin.post(`/api/admin/moderation/reports/${id}/dismiss`).send({ note: 'The camera is genuine.' }).expect(200);
    expect(await alertsOf(t.db, reporter.id)).toMatchObject([
      {
        kind: 'moderation',
        title: 'Your report was reviewed',
        body: 'Thank you for reporting the listing "Canon camera". The moderators have reviewed it and found that it does not break the rules, so no action was taken. Note from the moderators: The camera is genuine.',
        link: `/product/${listing.id}`,
        dedupeKey: `report:${id}:outcome`,
      },
    ]);
    expect(await alertsOf(t.db, seller.id)).toEqual([]);
    // Handled already: a second dismissal is refused and tells nobody again.
    await admin.post(`/api/admin/moderation/reports/${id}/dismiss`).send({}).expect(409);
    expect(await alertsOf(t.db, reporter.id)).toHaveLength(1);
  });

  it('hidden: every reporter of the post and its owner are told; a visitor’s report has nobody to tell', async () => {
    const owner = await t.createUser();
    const [r1, r2] = [await t.createUser(), await t.createUser()];
    const request = await insertRequest(t.db, owner.id, { title: 'Need a cycle' });
    const first = await insertReport(t.db, { itemType: 'request', itemId: request.id, reporterId: r1.id, minutesAgo: 5 });
    const second = await insertReport(t.db, { itemType: 'request', itemId: request.id, reporterId: r2.id });
    await insertReport(t.db, { itemType: 'request', itemId: request.id, contactEmail: 'visitor@example.com' });
    const res = await admin.post(`/api/admin/moderation/reports/${first}/hide-listing`).send({ reason: 'Spam' }).expect(200);
    expect(res.body.closedReports).toBe(3);
    for (const [reporter, reportId] of [[r1, first], [r2, second]] as const) {
      expect(await alertsOf(t.db, reporter.id)).toMatchObject([
        {
          title: 'Your report was reviewed',
          body: 'Thank you for reporting the request "Need a cycle". The moderators have reviewed it and hidden it from the marketplace.',
          link: null,
          dedupeKey: `report:${reportId}:outcome`,
        },
      ]);
    }
    expect(await alertsOf(t.db, owner.id)).toMatchObject([
      {
        kind: 'moderation',
        title: 'Your request was hidden',
        body: 'The moderators have hidden your request "Need a cycle" after a report: other students no longer see it. Reason: Spam',
        link: '/manage-requests',
      },
    ]);
  });

  it('suspended: the reporter is told, and the suspended student too; lifting it tells them again', async () => {
    const person = await t.createUser({ fullName: 'Pat Person' });
    const reporter = await t.createUser();
    const id = await insertReport(t.db, { itemType: 'user', itemId: person.id, reporterId: reporter.id });
    const res = await admin.post(`/api/admin/moderation/reports/${id}/suspend-user`).send({ reason: 'Harassment', days: 3 }).expect(200);
    expect(res.body.closedReports).toBe(1);
    expect((await alertsOf(t.db, reporter.id))[0]!.body).toContain('suspended the account responsible');
    const [suspended] = await alertsOf(t.db, person.id);
    expect(suspended).toMatchObject({ kind: 'moderation', title: 'Your account is suspended', link: '/contact' });
    expect(suspended!.body).toMatch(/^The moderators have suspended your account until .+ \(India time\)\. Reason: Harassment\. You can still browse/);

    const [suspension] = await t.db('userSuspensions').where({ userId: person.id });
    await admin.post(`/api/admin/moderation/suspensions/${suspension.id}/lift`).expect(200);
    expect((await alertsOf(t.db, person.id)).map((a) => a.title)).toEqual(['Your account is suspended', 'Your account is no longer suspended']);
    // A suspended student still reads and clears their notifications.
    const agent = await t.loginAs(person);
    expect((await agent.post('/api/alerts/read-all').expect(200)).body).toEqual({ updated: 2 });
  });
});

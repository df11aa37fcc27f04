import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { daysAgo, insertListing, insertRequest } from '../requests/fixtures.js';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  // The moderators: every admin gets each report.
  await t.createUser({ isAdmin: true, email: 'mod-a@campus.edu' });
  await t.createUser({ isAdmin: true, email: 'mod-b@campus.edu' });
  seller = await t.createUser({ fullName: 'Rohan Verma' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test reports from its own address, so the per-IP limit is the rate-limit test's alone. */
const fromNewIp = () => `203.0.113.${(ipCounter += 1)}`;

const report = (overrides: Record<string, unknown> = {}) => ({
  itemType: 'listing',
  reason: 'Fraud or scam',
  description: 'The seller asked me to pay in advance through a link outside the app.',
  ...overrides,
});

const mailsFor = async (reportId: string) => (await t.outbox()).filter((m) => m.textBody.includes(reportId));
const reportCount = async () => Number((await t.db('reports').count({ n: '*' }))[0]!.n);

describe('POST /api/reports', () => {
  it("stores a visitor's report of a listing and queues one mail to each admin", async () => {
    const listing = await insertListing(t.db, seller.id, { title: 'Too-good-to-be-true laptop' });
    const res = await t
      .request()
      .post('/api/reports')
      .set('X-Forwarded-For', fromNewIp())
      .send(
        report({
          itemId: listing.id,
          contactEmail: 'worried@gmail.com',
          pageUrl: `http://localhost:3000/product/${listing.id}`,
        }),
      )
      .expect(201);
    expect(Object.keys(res.body)).toEqual(['id']);

    const row = await t.db('reports').where({ id: res.body.id }).first();
    expect(row).toMatchObject({
      itemType: 'listing',
      itemId: listing.id,
      reason: 'Fraud or scam',
      description: 'The seller asked me to pay in advance through a link outside the app.',
      contactEmail: 'worried@gmail.com',
      pageUrl: `http://localhost:3000/product/${listing.id}`,
      reporterId: null,
      status: 'new',
    });

    const mails = await mailsFor(res.body.id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['mod-a@campus.edu', 'mod-b@campus.edu']);
    for (const mail of mails) {
      expect(mail).toMatchObject({ template: 'report-received', subject: 'Report: Fraud or scam (listing)', status: 'pending' });
      expect(mail.textBody).toContain('Listing: "Too-good-to-be-true laptop"');
      expect(mail.textBody).toContain(`Link: http://localhost:3000/product/${listing.id}`);
      expect(mail.textBody).toContain('Reported by: a visitor (not signed in)');
      expect(mail.textBody).toContain('Contact e-mail: worried@gmail.com');
      expect(mail.textBody).toContain('The seller asked me to pay in advance');
    }
  });

  it('records the signed-in reporter, for requests and users too', async () => {
    const reporter = await t.createUser({ fullName: 'Meera Nair' });
    const agent = await t.loginAs(reporter);
    const request = await insertRequest(t.db, seller.id, { title: 'Suspicious request' });

    const onRequest = await agent
      .post('/api/reports')
      .set('X-Forwarded-For', fromNewIp())
      .send(report({ itemType: 'request', itemId: request.id, reason: 'Inappropriate content' }))
      .expect(201);
    expect(await t.db('reports').where({ id: onRequest.body.id }).first()).toMatchObject({ reporterId: reporter.id, contactEmail: null, pageUrl: null });
    const [mail] = await mailsFor(onRequest.body.id);
    expect(mail!.subject).toBe('Report: Inappropriate content (request)');
    expect(mail!.textBody).toContain(`Link: http://localhost:3000/request/${request.id}`);
    expect(mail!.textBody).toContain(`Reported by: Meera Nair <${reporter.email}>`);

    const onUser = await agent
      .post('/api/reports')
      .set('X-Forwarded-For', fromNewIp())
      .send(report({ itemType: 'user', itemId: seller.id, reason: 'Harassment' }))
      .expect(201);
    expect(await mailsFor(onUser.body.id)).toHaveLength(2);
    expect((await mailsFor(onUser.body.id))[0]!.textBody).toContain(`User: Rohan Verma <${seller.email}>`);
  });

  it("answers 404 in the spec's words for unknown (or expired) items, storing and sending nothing", async () => {
    const before = { reports: await reportCount(), mails: (await t.outbox()).length };
    const expired = await insertListing(t.db, seller.id, { expiresAt: daysAgo(1) });
    const cases: [string, string, string][] = [
      ['listing', randomUUID(), 'Product not found'],
      ['listing', expired.id, 'Product not found'],
      ['request', randomUUID(), 'Request not found'],
      ['user', randomUUID(), 'User profile not found'],
    ];
    for (const [itemType, itemId, detail] of cases) {
      const res = await t.request().post('/api/reports').set('X-Forwarded-For', fromNewIp()).send(report({ itemType, itemId })).expect(404);
      expect(res.body).toMatchObject({ status: 404, detail });
    }
    expect(await reportCount()).toBe(before.reports);
    expect(await t.outbox()).toHaveLength(before.mails);
  });

  it('refuses invalid input', async () => {
    const listing = await insertListing(t.db, seller.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ reason: 'Spam' }, 'reason must be equal to one of the allowed values'],
      [{ reason: undefined }, "must have required property 'reason'"],
      [{ description: undefined }, "must have required property 'description'"],
      [{ description: '' }, 'description must NOT have fewer than 1 characters'],
      [{ description: '   ' }, 'Please describe the problem.'],
      [{ description: 'x'.repeat(2001) }, 'description must NOT have more than 2000 characters'],
      [{ contactEmail: 'not-an-address' }, 'contactEmail must match format "email"'],
      [{ pageUrl: `http://localhost/${'x'.repeat(500)}` }, 'pageUrl must NOT have more than 500 characters'],
      [{ itemType: 'store' }, 'itemType must be equal to one of the allowed values'],
      [{ itemId: 'abc' }, 'itemId must match format "uuid"'],
      [{ timestamp: 'now' }, 'must NOT have additional properties'],
    ];
    for (const [overrides, detail] of cases) {
      const res = await t
        .request()
        .post('/api/reports')
        .set('X-Forwarded-For', fromNewIp())
        .send(report({ itemId: listing.id, ...overrides }));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.detail, JSON.stringify(overrides)).toContain(detail);
    }
  });

  it('stores the report and its mails in one transaction: no mail, no report', async () => {
    const listing = await insertListing(t.db, seller.id);
    const before = await reportCount();
    await t.db.raw(`ALTER TABLE email_outbox ADD CONSTRAINT no_reports_test CHECK (template <> 'report-received') NOT VALID`);
    try {
      await t.request().post('/api/reports').set('X-Forwarded-For', fromNewIp()).send(report({ itemId: listing.id })).expect(500);
    } finally {
      await t.db.raw('ALTER TABLE email_outbox DROP CONSTRAINT no_reports_test');
    }
    expect(await reportCount()).toBe(before);
  });

  it("limits reports per IP address: the 21st in an hour gets 429 'Too many attempts. Try again later.'", async () => {
    const listing = await insertListing(t.db, seller.id);
    const ip = fromNewIp();
    for (let i = 0; i < 20; i += 1) {
      await t.request().post('/api/reports').set('X-Forwarded-For', ip).send(report({ itemId: listing.id })).expect(201);
    }
    const res = await t.request().post('/api/reports').set('X-Forwarded-For', ip).send(report({ itemId: listing.id })).expect(429);
    expect(res.body).toMatchObject({ status: 429, detail: 'Too many attempts. Try again later.', code: 'rate-limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await t.request().post('/api/reports').set('X-Forwarded-For', fromNewIp()).send(report({ itemId: listing.id })).expect(201);
  });
});

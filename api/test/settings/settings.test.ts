import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder, liveListing, orderNotes, student } from '../payments/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(await t.createUser({ isAdmin: true, fullName: 'Asha Admin' }));
});
afterAll(() => t.close());

const DENIED = 'Access denied. Admin privileges required.';
const HOUR = 3_600_000;
const settingsRow = () => t.db('siteSettings').first();
const auditOf = (action: string) => t.db('auditLog').where({ action }).orderBy('createdAt').select('actorName', 'targetType', 'targetId', 'summary');

// First in the file: the row does not exist until something reads it.
describe('GET /api/admin/settings', () => {
  it('creates the settings from the configuration when none exist, with zero budget values', async () => {
    expect(await t.db('siteSettings').count({ n: '*' })).toEqual([{ n: 0 }]);
    const res = await admin.get('/api/admin/settings').expect(200);
    expect(res.body).toMatchObject({ siteName: 'Thriftz', campusEmailDomains: ['campus.edu'], boostPrice: 50, boostHours: 24, launchAt: null });
    expect(await settingsRow()).toMatchObject({ key: 'site', totalBudget: 0, monthlyBudgetGoal: 0, yearlyBudgetGoal: 0 });
    await admin.get('/api/admin/settings').expect(200);
    expect(await t.db('siteSettings').count({ n: '*' })).toEqual([{ n: 1 }]);
  });

  it('keeps to one row: the table refuses a second', async () => {
    await expect(t.db('siteSettings').insert({ key: 'other', siteName: 'X', campusEmailDomains: ['x.edu'], boostPrice: 1, boostHours: 1 })).rejects.toThrow(/check/i);
  });
});

describe('access', () => {
  const calls = (agent: ReturnType<TestApp['request']>) => [agent.get('/api/admin/settings'), agent.patch('/api/admin/settings').send({ siteName: 'Hacked' })];

  it('needs a session', async () => {
    for (const call of calls(t.request())) expect((await call.expect(401)).body.detail).toBe('Please log in to continue.');
  });

  it('refuses a student (403 not-admin) and changes nothing', async () => {
    const student = await t.loginAs(await t.createUser());
    for (const call of calls(student as unknown as ReturnType<TestApp['request']>)) {
      expect((await call.expect(403)).body).toMatchObject({ detail: DENIED, code: 'not-admin' });
    }
    expect((await settingsRow()).siteName).toBe('Thriftz');
  });
});

describe('PATCH /api/admin/settings', () => {
  it('saves the five settings (domains trimmed, lower case, once each) and audits the change', async () => {
    const res = await admin
      .patch('/api/admin/settings')
      .send({ siteName: '  Campus Bazaar ', campusEmailDomains: [' Campus.EDU', '@uni.ac.in', 'campus.edu'], boostPrice: 75.5, boostHours: 48, launchAt: '2027-01-15T04:30:00.000Z' })
      .expect(200);
    expect(res.body).toMatchObject({ siteName: 'Campus Bazaar', campusEmailDomains: ['campus.edu', 'uni.ac.in'], boostPrice: 75.5, boostHours: 48, launchAt: '2027-01-15T04:30:00.000Z' });
    expect(await settingsRow()).toMatchObject({ siteName: 'Campus Bazaar', campusEmailDomains: ['campus.edu', 'uni.ac.in'], boostPrice: 75.5, boostHours: 48 });
    const [entry] = await auditOf('settings.update');
    expect(entry).toMatchObject({ actorName: 'Asha Admin', targetType: 'settings', targetId: 'site' });
    expect(entry!.summary).toContain('site name Thriftz → Campus Bazaar');
    expect(entry!.summary).toContain('boost price ₹50.00 → ₹75.50');

    const cleared = await admin.patch('/api/admin/settings').send({ launchAt: null }).expect(200);
    expect(cleared.body).toMatchObject({ launchAt: null, siteName: 'Campus Bazaar' });
    await admin.patch('/api/admin/settings').send({ siteName: 'Thriftz', campusEmailDomains: ['campus.edu'], boostPrice: 50, boostHours: 24 }).expect(200);
  });

  it.each([
    [{ siteName: '' }, 'Site name must be 1 to 80 characters'],
    [{ siteName: '   ' }, 'Site name must be 1 to 80 characters'],
    [{ siteName: 'x'.repeat(81) }, 'Site name must be 1 to 80 characters'],
    [{ campusEmailDomains: [] }, 'Enter at least one valid e-mail domain, such as campus.edu'],
    [{ campusEmailDomains: ['campus.edu', 'not a domain'] }, 'Enter at least one valid e-mail domain, such as campus.edu'],
    [{ campusEmailDomains: ['  '] }, 'Enter at least one valid e-mail domain, such as campus.edu'],
    [{ campusEmailDomains: ['localhost'] }, 'Enter at least one valid e-mail domain, such as campus.edu'],
    [{ boostPrice: 0 }, 'Boost price must be more than 0'],
    [{ boostPrice: -10 }, 'Boost price must be more than 0'],
    [{ boostPrice: 0.001 }, 'Boost price must be more than 0'],
    [{ boostPrice: 'fifty' }, 'Boost price must be more than 0'],
    [{ boostHours: 0 }, 'Boost duration must be a whole number of hours from 1 to 168'],
    [{ boostHours: 169 }, 'Boost duration must be a whole number of hours from 1 to 168'],
    [{ boostHours: 1.5 }, 'Boost duration must be a whole number of hours from 1 to 168'],
    [{ launchAt: 'next monday' }, 'Launch time must be a date and time, or empty'],
  ])('refuses %j with "%s" under the field, and changes nothing', async (body, message) => {
    const before = await settingsRow();
    const res = await admin.patch('/api/admin/settings').send(body).expect(400);
    expect(res.body.detail).toBe(message);
    expect(res.body.errors[0]).toMatchObject({ path: `/body/${Object.keys(body)[0]}`, message });
    expect(await settingsRow()).toEqual(before);
  });

  it('refuses a field the form does not have', async () => {
    const res = await admin.patch('/api/admin/settings').send({ totalBudget: 1e6 }).expect(400);
    expect(res.body.code).toBe('invalid-input');
    expect((await settingsRow()).totalBudget).toBe(0);
  });
});

describe('GET /api/settings/public', () => {
  it("answers anyone the site's name and launch time", async () => {
    await admin.patch('/api/admin/settings').send({ siteName: 'Campus Bazaar', launchAt: '2027-02-01T00:00:00.000Z' }).expect(200);
    const res = await t.request().get('/api/settings/public').expect(200);
    expect(res.body).toEqual({ siteName: 'Campus Bazaar', launchAt: '2027-02-01T00:00:00.000Z', serverTime: expect.any(String) });
    await admin.patch('/api/admin/settings').send({ siteName: 'Thriftz', launchAt: null }).expect(200);
  });
});

describe('the settings are the live values', () => {
  it('a changed boost price is what the pricing shows and what a new boost purchase is charged', async () => {
    await admin.patch('/api/admin/settings').send({ boostPrice: 80, boostHours: 36 }).expect(200);
    const pricing = await t.request().get('/api/boosts/pricing').expect(200);
    expect(pricing.body).toEqual({ boostPrice: 80, boostHours: 36, extraListingPrice: 10 });

    const { user, agent } = await student(t);
    const listing = await liveListing(t, user.id, { title: 'Cycle' });
    const order = await createOrder(agent, orderNotes.boost(listing.id), { amount: 50 });
    expect(order).toMatchObject({ amount: 8000, description: 'Boost "Cycle" for 36 hours' });
    expect(await t.db('purchases').where({ id: order.purchaseId }).first()).toMatchObject({ kind: 'boost', amount: 80 });
  });

  it('a changed boost duration is how long a boost with an ad credit lasts', async () => {
    await admin.patch('/api/admin/settings').send({ boostHours: 6 }).expect(200);
    const { user, agent } = await student(t);
    await t.db('users').where({ id: user.id }).update({ extraAdsPurchased: 1 });
    const listing = await liveListing(t, user.id);
    const res = await agent.post('/api/boosts').send({ listingId: listing.id }).expect(201);
    expect(new Date(res.body.endTime).getTime() - new Date(res.body.startTime).getTime()).toBeCloseTo(6 * HOUR, -4);
    await admin.patch('/api/admin/settings').send({ boostPrice: 50, boostHours: 24 }).expect(200);
  });

  it('a changed domain list is what sign-up accepts', async () => {
    const signUp = (email: string) => t.request().post('/api/auth/signup').send({ fullName: 'New Student', email, password: 'secret1' });
    expect((await signUp('first@uni.ac.in').expect(400)).body.code).toBe('campus-email-required');

    await admin.patch('/api/admin/settings').send({ campusEmailDomains: ['uni.ac.in'] }).expect(200);
    await signUp('first@uni.ac.in').expect(201);
    await signUp('hostel@cs.uni.ac.in').expect(201);
    const old = await signUp('second@campus.edu').expect(400);
    expect(old.body.detail).toBe('Only campus e-mail addresses (@uni.ac.in) can sign up.');
    expect(await t.db('users').where({ email: 'second@campus.edu' }).first()).toBeUndefined();
    await admin.patch('/api/admin/settings').send({ campusEmailDomains: ['campus.edu'] }).expect(200);
  });
});

describe('the defaults come from the configuration', () => {
  it("a new deployment's settings start from CAMPUS_EMAIL_DOMAINS, BOOST_PRICE and BOOST_HOURS", async () => {
    const other = await createTestApp({ CAMPUS_EMAIL_DOMAINS: 'iitb.ac.in, students.iitb.ac.in', BOOST_PRICE: '99', BOOST_HOURS: '12' });
    try {
      const res = await other.request().get('/api/boosts/pricing').expect(200);
      expect(res.body).toMatchObject({ boostPrice: 99, boostHours: 12 });
      expect(await other.db('siteSettings').first()).toMatchObject({ siteName: 'Thriftz', campusEmailDomains: ['iitb.ac.in', 'students.iitb.ac.in'], boostPrice: 99, boostHours: 12, totalBudget: 0 });
    } finally {
      await other.close();
    }
  });
});

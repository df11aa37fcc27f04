import cron from 'node-cron';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../../src/jobs/jobs.js';
import { expireBoosts } from '../../src/modules/boosts/index.js';
import { expireDue } from '../../src/modules/content/index.js';
import { expireSubscriptions, resetStaleMonthlyCounters, sendRenewalReminders } from '../../src/modules/subscriptions/index.js';
import { startOfIndianMonth } from '../../src/modules/subscriptions/quota.js';
import { insertListing } from '../listings/fixtures.js';
import { DAY, insertSubscription } from '../subscriptions/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const statusOf = async (id: string) => (await t.db('userSubscriptions').where({ id }).first()).status as string;

/** A boost of a new listing of the user, live or already past its end. */
async function boost(sellerId: string, endsIn: number) {
  const listing = await insertListing(t.db, sellerId, { isBoosted: true });
  const [row] = await t
    .db('boosts')
    .insert({ listingId: listing.id, sellerId, startTime: new Date(Date.now() - 24 * HOUR), endTime: new Date(Date.now() + endsIn), boostType: 'extra' })
    .returning('id');
  return { listingId: listing.id, boostId: row.id as string };
}

describe('the schedule', () => {
  it('has the new jobs with valid schedules', () => {
    const jobs = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl);
    const byName = new Map(jobs.map((j) => [j.name, j.schedule]));
    expect(byName.get('expire-boosts')).toMatch(/^\d+ \* \* \* \* \*$/);
    expect(byName.get('expire-subscriptions')).toMatch(/^\d+ \*\/5 \* \* \* \*$/);
    expect(byName.get('subscription-reminders')).toMatch(/^0 \d+ \* \* \* \*$/);
    expect(byName.get('reset-monthly-counters')).toMatch(/^0 \d+ \* \* \* \*$/);
    for (const name of ['expire-boosts', 'expire-subscriptions', 'subscription-reminders', 'reset-monthly-counters']) {
      expect(cron.validate(byName.get(name)!)).toBe(true);
    }
  });
});

describe('expire-boosts', () => {
  it('ends boosts past their 24 hours and takes their listings out of the boosted places; live ones stay', async () => {
    const user = await t.createUser();
    const due = await boost(user.id, -60_000);
    const live = await boost(user.id, HOUR);
    expect(await expireBoosts(t.db)).toBe(1);
    expect((await t.db('boosts').where({ id: due.boostId }).first()).status).toBe('expired');
    expect((await t.db('listings').where({ id: due.listingId }).first()).isBoosted).toBe(false);
    expect((await t.db('boosts').where({ id: live.boostId }).first()).status).toBe('active');
    expect((await t.db('listings').where({ id: live.listingId }).first()).isBoosted).toBe(true);
    expect(await expireBoosts(t.db)).toBe(0);
  });

  it('is counted by the content expiry too', async () => {
    const user = await t.createUser();
    await boost(user.id, -60_000);
    expect((await expireDue(t.db)).boosts).toBe(1);
    expect((await expireDue(t.db)).boosts).toBe(0);
  });
});

describe('expire-subscriptions', () => {
  it('expires active and cancelled subscriptions past their end date, and nothing else', async () => {
    const user = await t.createUser();
    const past = { startDate: new Date(Date.now() - 31 * DAY), endDate: new Date(Date.now() - 60_000) };
    const active = await insertSubscription(t.db, user.id, 'pro', { ...past, isCurrent: false });
    const cancelled = await insertSubscription(t.db, user.id, 'mid', { ...past, status: 'cancelled', isCurrent: false });
    const running = await insertSubscription(t.db, user.id, 'basic');
    const pending = await insertSubscription(t.db, (await t.createUser()).id, 'basic', { ...past, status: 'pending' });
    // A pending plan its student dropped after its dates never ran: it stays cancelled.
    const dropped = await insertSubscription(t.db, (await t.createUser()).id, 'mid', { ...past, status: 'cancelled', isCurrent: false });
    await t.db('userSubscriptions').where({ id: dropped.sub.id }).update({ cancelledAt: new Date() });
    expect(await expireSubscriptions(t.db)).toBe(2);
    expect(await statusOf(dropped.sub.id)).toBe('cancelled');
    expect(await statusOf(active.sub.id)).toBe('expired');
    expect(await statusOf(cancelled.sub.id)).toBe('expired');
    expect(await statusOf(running.sub.id)).toBe('active');
    expect(await statusOf(pending.sub.id)).toBe('pending');
    expect(await expireSubscriptions(t.db)).toBe(0);
  });
});

describe('subscription-reminders', () => {
  it('mails one reminder with the renewal link to active auto-renewing plans ending within 3 days; cancelled ones get none', async () => {
    await t.db('userSubscriptions').update({ reminderSentAt: new Date() });
    const due = await t.createUser({ firstLoginDone: true });
    const cancelled = await t.createUser({ firstLoginDone: true });
    const later = await t.createUser({ firstLoginDone: true });
    const off = await t.createUser({ firstLoginDone: true });
    const dueSub = await insertSubscription(t.db, due.id, 'mid', { endDate: new Date(Date.now() + 2 * DAY) });
    await insertSubscription(t.db, cancelled.id, 'mid', { status: 'cancelled', autoRenew: false, endDate: new Date(Date.now() + 2 * DAY) });
    await insertSubscription(t.db, later.id, 'mid', { endDate: new Date(Date.now() + 5 * DAY) });
    await insertSubscription(t.db, off.id, 'mid', { autoRenew: false, endDate: new Date(Date.now() + DAY) });

    expect(await sendRenewalReminders(t.db, t.config.publicUrl)).toBe(1);
    const mails = await t.outbox(due.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'renewal-reminder', subject: 'Your Mid Plan ends in 3 days' });
    expect(mails[0]!.textBody).toContain(`${t.config.publicUrl}/subscription-plans`);
    expect((await t.db('userSubscriptions').where({ id: dueSub.sub.id }).first()).reminderSentAt).not.toBeNull();
    for (const u of [cancelled, later, off]) expect(await t.outbox(u.email)).toHaveLength(0);

    expect(await sendRenewalReminders(t.db, t.config.publicUrl)).toBe(0);
    expect(await t.outbox(due.email)).toHaveLength(1);
  });
});

describe('reset-monthly-counters', () => {
  it("resets the counters of students last reset before this Indian month, and leaves this month's alone", async () => {
    const now = new Date();
    const lastMonth = new Date(startOfIndianMonth(now).getTime() - 2 * DAY);
    const stale = await t.createUser();
    const fresh = await t.createUser();
    await t.db('users').where({ id: stale.id }).update({ monthlyListingsUsed: 7, monthlyProductAdsUsed: 2, extraListingsPurchased: 3, lastListingReset: lastMonth });
    await t.db('users').where({ id: fresh.id }).update({ monthlyListingsUsed: 4, monthlyProductAdsUsed: 1, lastListingReset: now });

    expect(await resetStaleMonthlyCounters(t.db, now)).toBeGreaterThanOrEqual(1);
    expect(await t.db('users').where({ id: stale.id }).first('monthlyListingsUsed', 'monthlyProductAdsUsed', 'extraListingsPurchased')).toEqual({
      monthlyListingsUsed: 0,
      monthlyProductAdsUsed: 0,
      extraListingsPurchased: 3,
    });
    expect(await t.db('users').where({ id: fresh.id }).first('monthlyListingsUsed', 'monthlyProductAdsUsed')).toEqual({ monthlyListingsUsed: 4, monthlyProductAdsUsed: 1 });
    expect(await resetStaleMonthlyCounters(t.db, now)).toBe(0);
  });

  it('works through more students than one batch', async () => {
    const lastMonth = new Date(startOfIndianMonth(new Date()).getTime() - DAY);
    const ids = (await t.db('users').select('id')).map((r: { id: string }) => r.id);
    await t.db('users').whereIn('id', ids).update({ lastListingReset: new Date() });
    const rows = Array.from({ length: 1200 }, (_, i) => ({
      email: `bulk${i}@campus.edu`, fullName: `Bulk ${i}`, monthlyListingsUsed: 5, lastListingReset: lastMonth,
    }));
    await t.db.batchInsert('users', rows, 500);
    expect(await resetStaleMonthlyCounters(t.db)).toBe(1200);
    expect(Number((await t.db('users').where('monthlyListingsUsed', '>', 0).where('email', 'like', 'bulk%').count({ n: '*' }))[0]!.n)).toBe(0);
  });
});

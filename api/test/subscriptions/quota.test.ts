import { describe, expect, it } from 'vitest';
import { computeQuota, effectiveUsage, startOfIndianMonth, type UsageCounters } from '../../src/modules/subscriptions/quota.js';

const pro = { name: 'Pro Plan', extraListings: 10, productAdsPerMonth: 3 };
const counters = (overrides: Partial<UsageCounters> = {}): UsageCounters => ({
  monthlyListingsUsed: 0,
  monthlyProductAdsUsed: 0,
  lastListingReset: new Date('2026-11-10T00:00:00Z'),
  extraListingsPurchased: 0,
  extraAdsPurchased: 0,
  ...overrides,
});

describe('startOfIndianMonth', () => {
  it('is midnight of the 1st in India time (18:30 UTC the day before)', () => {
    expect(startOfIndianMonth(new Date('2026-11-15T12:00:00Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it('turns the month at 18:30 UTC on the last day', () => {
    expect(startOfIndianMonth(new Date('2026-11-30T18:29:59Z')).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(startOfIndianMonth(new Date('2026-11-30T18:30:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('crosses the year', () => {
    expect(startOfIndianMonth(new Date('2026-12-31T18:30:00Z')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(startOfIndianMonth(new Date('2027-01-01T03:00:00Z')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });
});

describe('effectiveUsage', () => {
  const used = counters({ monthlyListingsUsed: 3, monthlyProductAdsUsed: 2, lastListingReset: new Date('2026-11-30T18:29:59Z') });

  it('counts this month’s usage', () => {
    expect(effectiveUsage(used, new Date('2026-11-30T18:29:59Z'))).toEqual({ monthlyListingsUsed: 3, monthlyProductAdsUsed: 2 });
  });

  it('reads an earlier month’s counters as zero', () => {
    expect(effectiveUsage(used, new Date('2026-11-30T18:30:00Z'))).toEqual({ monthlyListingsUsed: 0, monthlyProductAdsUsed: 0 });
  });

  it('counts a reset at the very first instant of the month as this month', () => {
    const reset = counters({ monthlyListingsUsed: 1, lastListingReset: new Date('2026-11-30T18:30:00Z') });
    expect(effectiveUsage(reset, new Date('2026-12-15T00:00:00Z')).monthlyListingsUsed).toBe(1);
  });
});

describe('computeQuota', () => {
  const now = new Date('2026-11-20T00:00:00Z');

  it('gives the Free Plan 5 listings and no ads', () => {
    expect(computeQuota(counters(), null, now)).toEqual({
      monthlyListingsUsed: 0,
      monthlyProductAdsUsed: 0,
      planName: 'Free Plan',
      listingsTotal: 5,
      listingsAvailable: 5,
      adsTotal: 0,
      adsAvailable: 0,
    });
  });

  it("adds the plan's extras and the extras bought, minus what was used", () => {
    const quota = computeQuota(
      counters({ monthlyListingsUsed: 4, monthlyProductAdsUsed: 1, extraListingsPurchased: 2, extraAdsPurchased: 5 }),
      pro,
      now,
    );
    expect(quota).toMatchObject({ planName: 'Pro Plan', listingsTotal: 15, listingsAvailable: 13, adsTotal: 3, adsAvailable: 7 });
  });

  it('never goes negative, and extras bought still count when the plan is used up', () => {
    const quota = computeQuota(
      counters({ monthlyListingsUsed: 20, monthlyProductAdsUsed: 9, extraListingsPurchased: 2, extraAdsPurchased: 1 }),
      pro,
      now,
    );
    expect(quota).toMatchObject({ listingsAvailable: 2, adsAvailable: 1 });
    expect(computeQuota(counters({ monthlyListingsUsed: 7 }), null, now).listingsAvailable).toBe(0);
  });

  it("ignores an earlier month's usage", () => {
    const quota = computeQuota(
      counters({ monthlyListingsUsed: 15, monthlyProductAdsUsed: 3, lastListingReset: new Date('2026-10-20T00:00:00Z') }),
      pro,
      now,
    );
    expect(quota).toMatchObject({ monthlyListingsUsed: 0, monthlyProductAdsUsed: 0, listingsAvailable: 15, adsAvailable: 3 });
  });
});

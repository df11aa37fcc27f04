import { describe, expect, it } from 'vitest';
import type { CurrentSubscription } from '@thriftz/client/generated/model';
import { getPlanStatus, pendingPlan, planInForce } from './plan-status';

// 10:00 in Kolkata on 10 Aug 2025.
const NOW = new Date('2025-08-10T04:30:00Z');

function subscription(endDate: string, status: CurrentSubscription['status'] = 'active'): CurrentSubscription {
  return {
    _id: 'sub-1',
    plan: {
      _id: 'plan-mid',
      name: 'Mid Plan',
      slug: 'mid',
      price: 149,
      extraListings: 5,
      productAdsPerMonth: 2,
      features: [],
    },
    startDate: '2025-07-20T00:00:00Z',
    autoRenew: true,
    cancelledAt: null,
    endDate,
    status,
  };
}

describe('getPlanStatus', () => {
  it('is the free plan without a current subscription', () => {
    expect(getPlanStatus(null, NOW)).toEqual({
      kind: 'free',
      label: 'Free Plan',
      tone: 'neutral',
      daysLeft: null,
      warning: null,
    });
    expect(getPlanStatus(undefined, NOW).label).toBe('Free Plan');
  });

  it('is active with no warning while more than 7 days remain', () => {
    const status = getPlanStatus(subscription('2025-08-25T04:30:00Z'), NOW);
    expect(status.kind).toBe('active');
    expect(status.label).toBe('Active');
    expect(status.daysLeft).toBe(15);
    expect(status.warning).toBeNull();
  });

  it('shows Cancelled for a cancelled plan that has not expired yet', () => {
    const status = getPlanStatus(subscription('2025-08-25T04:30:00Z', 'cancelled'), NOW);
    expect(status.kind).toBe('cancelled');
    expect(status.label).toBe('Cancelled');
  });

  it('is expired once the end date has passed, whatever the stored status', () => {
    expect(getPlanStatus(subscription('2025-08-09T04:30:00Z'), NOW).label).toBe('Expired');
    expect(getPlanStatus(subscription('2025-08-10T04:29:59Z'), NOW).label).toBe('Expired');
    expect(getPlanStatus(subscription('2025-08-01T00:00:00Z', 'cancelled'), NOW).label).toBe('Expired');
    const expired = getPlanStatus(subscription('2025-08-09T04:30:00Z'), NOW);
    expect(expired.kind).toBe('expired');
    expect(expired.warning).toBeNull();
  });

  it('is expired when the server already marked it so', () => {
    expect(getPlanStatus(subscription('2025-09-01T00:00:00Z', 'expired'), NOW).kind).toBe('expired');
  });

  it('warns when 7 or fewer days remain', () => {
    expect(getPlanStatus(subscription('2025-08-17T04:30:00Z'), NOW).warning).toBe('Expires in 7 days');
    expect(getPlanStatus(subscription('2025-08-18T04:30:00Z'), NOW).warning).toBeNull();
    expect(getPlanStatus(subscription('2025-08-11T12:00:00Z'), NOW).warning).toBe('Expires in 1 day');
    expect(getPlanStatus(subscription('2025-08-13T12:00:00Z', 'cancelled'), NOW).warning).toBe('Expires in 3 days');
  });

  it("says 'Expires today' on the last day (India time)", () => {
    // 23:00 in Kolkata the same day.
    const status = getPlanStatus(subscription('2025-08-10T17:30:00Z'), NOW);
    expect(status.kind).toBe('active');
    expect(status.daysLeft).toBe(0);
    expect(status.warning).toBe('Expires today');
  });

  it('counts days by the India calendar, not by 24-hour blocks', () => {
    // 00:30 in Kolkata the next day is only 14.5 hours away but already tomorrow.
    expect(getPlanStatus(subscription('2025-08-10T19:00:00Z'), NOW).warning).toBe('Expires in 1 day');
  });

  it('reads Pending for a plan never paid for, whatever its dates', () => {
    const pending = { kind: 'pending', label: 'Pending', tone: 'info', daysLeft: null, warning: null };
    expect(getPlanStatus(subscription('2025-08-25T04:30:00Z', 'pending'), NOW)).toEqual(pending);
    expect(getPlanStatus(subscription('2025-08-11T04:30:00Z', 'pending'), NOW)).toEqual(pending);
    expect(getPlanStatus(subscription('2025-08-01T00:00:00Z', 'pending'), NOW)).toEqual(pending);
  });
});

describe('planInForce', () => {
  it('is the plan while active, or cancelled but not ended', () => {
    expect(planInForce(subscription('2025-08-25T04:30:00Z'), NOW)?.slug).toBe('mid');
    expect(planInForce(subscription('2025-08-25T04:30:00Z', 'cancelled'), NOW)?.slug).toBe('mid');
  });

  it('is null without a plan, once expired, and while pending', () => {
    expect(planInForce(null, NOW)).toBeNull();
    expect(planInForce(subscription('2025-08-09T04:30:00Z'), NOW)).toBeNull();
    expect(planInForce(subscription('2025-09-01T00:00:00Z', 'expired'), NOW)).toBeNull();
    expect(planInForce(subscription('2025-08-25T04:30:00Z', 'pending'), NOW)).toBeNull();
  });
});

describe('pendingPlan', () => {
  it('is the plan of a pending subscription only', () => {
    expect(pendingPlan(subscription('2025-08-25T04:30:00Z', 'pending'))?.slug).toBe('mid');
    expect(pendingPlan(subscription('2025-08-01T00:00:00Z', 'pending'))?.slug).toBe('mid');
    expect(pendingPlan(subscription('2025-08-25T04:30:00Z'))).toBeNull();
    expect(pendingPlan(subscription('2025-08-25T04:30:00Z', 'cancelled'))).toBeNull();
    expect(pendingPlan(null)).toBeNull();
    expect(pendingPlan(undefined)).toBeNull();
  });
});

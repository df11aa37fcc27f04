/** Plans and subscription profiles as the API answers them, for page tests. */
import type { CurrentSubscription, Plan, SubscriptionProfile } from '@thriftz/client/generated/model';
import { STUDENT } from './fixtures';

export const BASIC: Plan = { _id: 'a1a1a1a1-1111-4222-8333-444444444401', name: 'Basic Plan', slug: 'basic', price: 99, extraListings: 3, productAdsPerMonth: 1, features: ['+3 extra listings'] };
export const MID: Plan = { _id: 'a1a1a1a1-1111-4222-8333-444444444402', name: 'Mid Plan', slug: 'mid', price: 149, extraListings: 5, productAdsPerMonth: 2, features: ['+5 extra listings'] };
export const PRO: Plan = { _id: 'a1a1a1a1-1111-4222-8333-444444444403', name: 'Pro Plan', slug: 'pro', price: 199, extraListings: 10, productAdsPerMonth: 3, features: ['+10 extra listings'] };
export const PLANS: Plan[] = [BASIC, MID, PRO];

const DAY = 86_400_000;

export function subscription(plan: Plan, overrides: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return {
    _id: 'b2b2b2b2-1111-4222-8333-444444444444',
    plan,
    startDate: new Date(Date.now() - 10 * DAY).toISOString(),
    endDate: new Date(Date.now() + 20 * DAY).toISOString(),
    status: 'active',
    autoRenew: true,
    cancelledAt: null,
    ...overrides,
  };
}

/** A plan an admin set and nobody paid for; its dates have passed, and it still reads Pending. */
export function pendingSubscription(plan: Plan, overrides: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return subscription(plan, {
    status: 'pending',
    startDate: new Date(Date.now() - 40 * DAY).toISOString(),
    endDate: new Date(Date.now() - 10 * DAY).toISOString(),
    ...overrides,
  });
}

/** The free plan's profile; pass a subscription (and counters) to change it. */
export function subscriptionProfile(overrides: Partial<SubscriptionProfile> = {}): SubscriptionProfile {
  return {
    _id: 'c3c3c3c3-1111-4222-8333-444444444444',
    uid: STUDENT.uid,
    currentSubscription: null,
    monthlyListingsUsed: 2,
    monthlyProductAdsUsed: 0,
    lastListingReset: '2025-08-01T00:00:00Z',
    extraListingsPurchased: 0,
    extraAdsPurchased: 0,
    planName: 'Free Plan',
    listingsTotal: 5,
    listingsAvailable: 3,
    adsTotal: 0,
    adsAvailable: 0,
    ...overrides,
  };
}

export const subscriptionPath = `/api/subscription/${STUDENT.uid}`;

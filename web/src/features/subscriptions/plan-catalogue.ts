/**
 * The plans on offer and how one compares to another (document 2, sections 2.6, 4 and 9): the
 * database's plans, or the spec's three built-in ones when they cannot be loaded.
 */
import type { Plan } from '@thriftz/client/generated/model';
import { formatRupees } from '../../lib/format';

/** Every account lists this many items a month for free; a plan adds its extra listings. */
export const FREE_MONTHLY_LISTINGS = 5;

/** Shown when the plans cannot be loaded. Their ids are empty: buying one names it by slug. */
export const FALLBACK_PLANS: Plan[] = [
  {
    _id: '',
    name: 'Basic Plan',
    slug: 'basic',
    price: 99,
    extraListings: 3,
    productAdsPerMonth: 1,
    features: ['5 free listings every month', '+3 extra listings per month', '1 product ad per month'],
  },
  {
    _id: '',
    name: 'Mid Plan',
    slug: 'mid',
    price: 149,
    extraListings: 5,
    productAdsPerMonth: 2,
    features: ['5 free listings every month', '+5 extra listings per month', '2 product ads per month'],
  },
  {
    _id: '',
    name: 'Pro Plan',
    slug: 'pro',
    price: 199,
    extraListings: 10,
    productAdsPerMonth: 3,
    features: ['5 free listings every month', '+10 extra listings per month', '3 product ads per month', 'Campus Top Seller badge'],
  },
];

export type PlanChange = { kind: 'upgrade' | 'downgrade' | 'lateral'; text: string };

/** The hint on another plan's card, against the plan in force; null when no comparison applies. */
export function comparePlans(current: Plan | null | undefined, other: Plan): PlanChange | null {
  if (!current || current.slug === other.slug) return null;
  const difference = formatRupees(Math.abs(other.price - current.price), { whole: true });
  if (other.price > current.price) {
    return { kind: 'upgrade', text: `Upgrade: ${difference} more per month for more listings and ads` };
  }
  if (other.price < current.price) {
    return { kind: 'downgrade', text: `Downgrade: save ${difference} per month with fewer listings and ads` };
  }
  return { kind: 'lateral', text: 'Same price as your current plan' };
}

/** The tier's short name: Free, Basic, Mid or Pro. */
export function tierName(plan: Plan | null | undefined): string {
  if (!plan) return 'Free';
  return { basic: 'Basic', mid: 'Mid', pro: 'Pro' }[plan.slug];
}

/** What the order names: the plan's id, or its slug for a built-in fallback plan. */
export function planReference(plan: Plan): { planId: string } | { planSlug: Plan['slug'] } {
  return plan._id ? { planId: plan._id } : { planSlug: plan.slug };
}

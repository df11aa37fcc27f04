/** Listings every account gets each month, whatever its plan. */
export const FREE_MONTHLY_LISTINGS = 5;

export interface PlanAllowance {
  name: string;
  extraListings: number;
  productAdsPerMonth: number;
}

export interface UsageCounters {
  monthlyListingsUsed: number;
  monthlyProductAdsUsed: number;
  lastListingReset: Date;
  extraListingsPurchased: number;
  extraAdsPurchased: number;
}

/** The first instant of the month `at` falls in, in India time (the campus's calendar). */
export function startOfIndianMonth(at: Date): Date {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - 330 * 60_000);
}

/**
 * Counters of an earlier month no longer count: they read as zero until the next write or the
 * monthly job resets them.
 */
export function effectiveUsage(counters: UsageCounters, now: Date) {
  const stale = counters.lastListingReset < startOfIndianMonth(now);
  return {
    monthlyListingsUsed: stale ? 0 : counters.monthlyListingsUsed,
    monthlyProductAdsUsed: stale ? 0 : counters.monthlyProductAdsUsed,
  };
}

/**
 * listings available = max(0, 5 + plan.extraListings − used) + extra purchased;
 * ads available = max(0, plan.productAdsPerMonth − used) + extra purchased.
 */
export function computeQuota(counters: UsageCounters, plan: PlanAllowance | null, now: Date) {
  const used = effectiveUsage(counters, now);
  const listingsTotal = FREE_MONTHLY_LISTINGS + (plan?.extraListings ?? 0);
  const adsTotal = plan?.productAdsPerMonth ?? 0;
  return {
    ...used,
    planName: plan?.name ?? 'Free Plan',
    listingsTotal,
    listingsAvailable: Math.max(0, listingsTotal - used.monthlyListingsUsed) + counters.extraListingsPurchased,
    adsTotal,
    adsAvailable: Math.max(0, adsTotal - used.monthlyProductAdsUsed) + counters.extraAdsPurchased,
  };
}

/**
 * /subscription-management (document 2, section 2.6): the tier, this month's usage, the plan's
 * benefits, upgrade / change / cancel (or pay for / drop a pending plan), quick stats, the boost offer at the server's price, help
 * links and the subscription history.
 */
import { Check, CircleHelp, Flame, Mail, Megaphone, PackagePlus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetUserSubscription } from '@thriftz/client/generated/subscriptions/subscriptions';
import type { SubscriptionProfile } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { formatDate, formatRupees, pluralize } from '../../lib/format';
import { useAddOnPricing } from '../../lib/use-add-on-pricing';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { PendingPlanActions } from './pending-plan-actions';
import { FREE_MONTHLY_LISTINGS, tierName } from './plan-catalogue';
import { getPlanStatus, planInForce } from './plan-status';
import { PlanStatusBadge } from './plan-status-badge';
import { SubscriptionHistoryTable } from './subscription-history-table';
import { UsageMeter } from './usage-meter';

/**
 * What is left, in words that add up: this month's allowance (the free listings plus the plan's)
 * minus what was used, plus the extras bought for good, which stay until used.
 */
function remainingLine(used: number, total: number, extras: number, extra: string): string {
  const monthLeft = Math.max(0, total - used);
  const remaining = monthLeft + extras;
  if (extras === 0) return `${remaining} remaining this month`;
  return `${remaining} remaining: ${monthLeft} left of this month's ${total}, plus ${pluralize(extras, extra)} you bought`;
}

function Usage({ icon, label, used, total, extras, extra }: { icon: ReactNode; label: string; used: number; total: number; extras: number; extra: string }) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 font-medium text-fg">
          <span className="text-primary">{icon}</span>
          {label}
        </span>
        <span className="tabular text-fg-muted">
          {used} of {total} used this month
        </span>
      </div>
      <UsageMeter used={used} total={total} label={`${label} used this month`} />
      <p className="tabular text-xs text-fg-muted">{remainingLine(used, total, extras, extra)}</p>
    </div>
  );
}

function Benefit({ included, children }: { included: boolean; children: ReactNode }) {
  const Icon = included ? Check : X;
  return (
    <li className={cn('flex items-start gap-2 text-sm', included ? 'text-fg' : 'text-fg-subtle')}>
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', included ? 'text-primary' : 'text-slate-300')} />
      <span>
        {children}
        {included ? null : <span className="sr-only"> (not included)</span>}
      </span>
    </li>
  );
}

function Overview({ profile }: { profile: SubscriptionProfile }) {
  const subscription = profile.currentSubscription;
  const status = getPlanStatus(subscription);
  const plan = planInForce(subscription);
  const tier = tierName(plan);

  return (
    <section aria-labelledby="tier-heading" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-medium text-fg-muted">Current tier</p>
          <h2 id="tier-heading" className="mt-1 text-2xl font-bold text-fg">
            {tier}
          </h2>
          <p className="text-sm text-fg-muted">{plan ? `${plan.name} · ${formatRupees(plan.price, { whole: true })}/month` : 'Free Plan'}</p>
        </div>
        <PlanStatusBadge status={status} />
      </div>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Usage
          icon={<PackagePlus aria-hidden="true" className="size-4" />}
          label="Listings"
          used={profile.monthlyListingsUsed}
          total={profile.listingsTotal}
          extras={profile.extraListingsPurchased}
          extra="extra listing"
        />
        <Usage
          icon={<Megaphone aria-hidden="true" className="size-4" />}
          label="Product ads"
          used={profile.monthlyProductAdsUsed}
          total={profile.adsTotal}
          extras={profile.extraAdsPurchased}
          extra="extra ad"
        />
      </div>

      <h3 className="mt-6 text-sm font-semibold text-fg">Plan benefits</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        <Benefit included>{FREE_MONTHLY_LISTINGS} free listings every month</Benefit>
        <Benefit included={Boolean(plan?.extraListings)}>
          {plan ? `+${plan.extraListings} extra listings per month` : 'Extra listings every month'}
        </Benefit>
        <Benefit included={Boolean(plan?.productAdsPerMonth)}>
          {plan ? `${pluralize(plan.productAdsPerMonth, 'product ad')} per month` : 'Product ads every month'}
        </Benefit>
        <Benefit included={plan?.slug === 'pro'}>Campus Top Seller badge</Benefit>
      </ul>
      {profile.extraListingsPurchased > 0 || profile.extraAdsPurchased > 0 ? (
        <p className="mt-3 text-xs text-fg-muted">
          Also yours, for good: {pluralize(profile.extraListingsPurchased, 'extra listing')} and {pluralize(profile.extraAdsPurchased, 'extra ad')}.
        </p>
      ) : null}

      {subscription && status.kind === 'pending' ? (
        <div className="mt-6">
          <PendingPlanActions subscription={subscription} />
        </div>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">
        {plan ? (
          <>
            <Button asChild>
              <Link to="/subscription-plans">Change Plan</Link>
            </Button>
            {subscription && status.kind === 'active' ? <CancelSubscriptionButton subscription={subscription} /> : null}
          </>
        ) : (
          <Button asChild>
            <Link to="/subscription-plans">Upgrade Plan</Link>
          </Button>
        )}
      </div>
      {status.kind === 'cancelled' && subscription ? (
        <p className="mt-3 text-sm text-fg-muted" role="status">
          Cancelled: usable until {formatDate(subscription.endDate)}.
        </p>
      ) : null}
    </section>
  );
}

function QuickStats({ profile }: { profile: SubscriptionProfile }) {
  const subscription = profile.currentSubscription;
  const plan = planInForce(subscription);
  const rows: [string, string][] = [
    ['Tier', tierName(plan)],
    ['Listings used', `${profile.monthlyListingsUsed} / ${profile.listingsTotal}`],
    ['Ads used', `${profile.monthlyProductAdsUsed} / ${profile.adsTotal}`],
    ['Renewal date', plan && subscription ? formatDate(subscription.endDate) : '—'],
  ];
  return (
    <section aria-labelledby="stats-heading" className="card p-5">
      <h2 id="stats-heading" className="text-base font-semibold text-fg">
        Quick stats
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="tabular font-semibold text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BoostOffer() {
  const pricing = useAddOnPricing();
  return (
    <section aria-labelledby="boost-offer-heading" className="card border-amber-200 bg-accent-soft p-5">
      <h2 id="boost-offer-heading" className="flex items-center gap-2 text-base font-semibold text-accent-ink">
        <Flame aria-hidden="true" className="size-4" />
        Product Ad Boost
      </h2>
      <p className="mt-2 text-sm text-accent-ink">
        Put a listing first in the home page&apos;s Hot Deals for {pricing.boostHours} hours:{' '}
        <strong className="tabular">{formatRupees(pricing.boostPrice, { whole: true })}</strong> per boost, or free with an ad from your plan.
      </p>
      <Button variant="accent" size="sm" className="mt-4" asChild>
        <Link to="/profile?tab=boost">Boost a listing</Link>
      </Button>
    </section>
  );
}

function HelpLinks() {
  const link = 'flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-fg hover:bg-slate-100';
  return (
    <nav aria-label="Help" className="card p-3">
      <h2 className="px-2 pb-1 pt-1 text-base font-semibold text-fg">Need help?</h2>
      <Link to="/faq" className={link}>
        <CircleHelp aria-hidden="true" className="size-4 text-primary" /> Frequently asked questions
      </Link>
      <Link to="/contact" className={link}>
        <Mail aria-hidden="true" className="size-4 text-primary" /> Contact support
      </Link>
    </nav>
  );
}

export default function SubscriptionManagementPage() {
  useDocumentTitle('Manage subscription');
  const { user } = useCurrentUser();
  const query = useGetUserSubscription(user?.uid ?? '', { query: { enabled: Boolean(user) } });

  return (
    <>
      <PageHeader eyebrow="Subscription" title="Subscription Management" lead="Your plan, this month's usage and your history." />
      {/* minmax(0, 1fr) columns and min-w-0 items: the history table scrolls inside its card instead of widening the page. */}
      <div className="container-page grid grid-cols-1 gap-6 py-8 sm:py-10 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {query.isError ? (
            <ErrorState title="Failed to load your subscription." onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : query.data ? (
            <Overview profile={query.data} />
          ) : (
            <Skeleton className="h-96 rounded-xl" />
          )}
          <SubscriptionHistoryTable />
        </div>
        <aside className="min-w-0 space-y-6">
          {query.data ? <QuickStats profile={query.data} /> : <Skeleton className="h-48 rounded-xl" />}
          <BoostOffer />
          <HelpLinks />
        </aside>
      </div>
    </>
  );
}

import { ChevronDown, Crown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router-dom';
import { getGetUserSubscriptionQueryKey, useGetUserSubscription } from '@thriftz/client/generated/subscriptions/subscriptions';
import { formatDate, formatRupees, pluralize } from '../../lib/format';
import { Skeleton } from '../../ui/skeleton';
import { getPlanStatus } from './plan-status';
import { PlanStatusBadge } from './plan-status-badge';

function Row({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="text-fg-muted">{label}</dt>
      <dd className="tabular font-semibold text-fg">{value}</dd>
    </div>
  );
}

/**
 * The header's plan chip (from xl; compact below 2xl): plan name and listings left; opens the subscription summary
 * (document 1, global navigation).
 */
export function HeaderPlanSummary({ uid }: { uid: string }) {
  const query = useGetUserSubscription(uid, {
    query: { queryKey: getGetUserSubscriptionQueryKey(uid), staleTime: 60_000, retry: 1 },
  });

  if (query.isPending) return <Skeleton className="h-9 w-40 rounded-full" />;
  if (query.isError) return null;

  const profile = query.data;
  const subscription = profile.currentSubscription;
  const status = getPlanStatus(subscription);
  const running = status.kind === 'active' || status.kind === 'cancelled';

  return (
    <Popover.Root>
      <Popover.Trigger
        className="group inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-surface pl-1.5 pr-2.5 text-sm shadow-xs hover:border-line-strong hover:bg-slate-50 2xl:gap-2 2xl:pl-2 2xl:pr-3"
        aria-label={`${profile.planName}: ${pluralize(profile.listingsAvailable, 'listing')} left. Show subscription details`}
      >
        <span className="flex size-6 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Crown aria-hidden="true" className="size-3.5" />
        </span>
        <span className="font-semibold text-fg">
          {profile.planName.replace(/ Plan$/, '')}
          {/* 'Free', 'Mid' below 2xl; the full name beside it from there. */}
          {profile.planName.endsWith(' Plan') ? <span className="max-2xl:hidden"> Plan</span> : null}
        </span>
        <span className="h-4 w-px bg-line" aria-hidden="true" />
        {/* Compact below 2xl (the header's room): '5 left'; the button's name says it in full. */}
        <span className="tabular text-fg-muted" data-testid="plan-chip-left">
          {profile.listingsAvailable}
          <span className="max-2xl:hidden"> {profile.listingsAvailable === 1 ? 'listing' : 'listings'}</span> left
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-fg-subtle transition-transform group-data-[state=open]:rotate-180 max-2xl:hidden" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="card z-50 w-72 p-4 text-sm data-[state=open]:animate-pop-in"
        >
          <div className="flex items-center justify-between gap-2">
            <p className="font-semibold text-fg">{profile.planName}</p>
            <PlanStatusBadge status={status} />
          </div>
          {status.warning ? <p className="mt-2 rounded-md bg-accent-soft px-2 py-1 text-xs font-semibold text-accent-ink">{status.warning}</p> : null}
          <dl className="mt-3 divide-y divide-line border-t border-line">
            <Row label="Listings used" value={`${profile.monthlyListingsUsed} / ${profile.listingsTotal}`} />
            <Row label="Available" value={profile.listingsAvailable} />
            <Row label="Extra one-time listings" value={profile.extraListingsPurchased} />
            <Row label="Ads used" value={`${profile.monthlyProductAdsUsed} / ${profile.adsTotal} per month`} />
            <Row label="Extra ads" value={profile.extraAdsPurchased} />
            <Row
              label="Plan price"
              value={running && subscription ? `${formatRupees(subscription.plan.price, { whole: true })}/month` : 'Free'}
            />
            {subscription ? (
              <Row label={status.kind === 'expired' ? 'Expired' : 'Expires'} value={formatDate(subscription.endDate)} />
            ) : null}
          </dl>
          <div className="mt-3 grid gap-2">
            <Popover.Close asChild>
              <Link
                to="/subscription-management"
                className="flex h-10 items-center justify-center rounded-lg bg-primary-soft font-semibold text-primary-ink hover:bg-emerald-100"
              >
                Manage Subscription
              </Link>
            </Popover.Close>
            {running ? null : (
              <Popover.Close asChild>
                <Link
                  to="/subscription-plans"
                  className="flex h-10 items-center justify-center rounded-lg bg-primary-solid font-semibold text-white hover:bg-primary-solid-hover"
                >
                  Upgrade Plan
                </Link>
              </Popover.Close>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** One line for the phone menu: "Free Plan · 5 listings left". */
export function PlanSummaryLine({ uid, className }: { uid: string; className?: string }) {
  const query = useGetUserSubscription(uid, {
    query: { queryKey: getGetUserSubscriptionQueryKey(uid), staleTime: 60_000, retry: 1 },
  });
  if (query.isPending) return <Skeleton className={`h-8 w-44 rounded-full ${className ?? ''}`} />;
  if (query.isError) return null;
  const profile = query.data;
  return (
    <Link
      to="/profile?tab=subscription"
      className={`inline-flex h-8 items-center gap-2 rounded-full bg-surface px-3 text-sm shadow-xs ring-1 ring-emerald-200 ${className ?? ''}`}
    >
      <Crown aria-hidden="true" className="size-3.5 text-primary" />
      <span className="font-semibold text-fg">{profile.planName}</span>
      <span aria-hidden="true" className="text-fg-subtle">·</span>
      <span className="tabular text-fg-muted">{pluralize(profile.listingsAvailable, 'listing')} left</span>
    </Link>
  );
}

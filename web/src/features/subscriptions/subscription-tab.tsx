import { CalendarClock, Megaphone, PackagePlus, Rocket, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetUserSubscription, useListPlans } from '@thriftz/client/generated/subscriptions/subscriptions';
import type { CurrentSubscription } from '@thriftz/client/generated/model';
import { formatDate, formatRupees } from '../../lib/format';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { FREE_MONTHLY_LISTINGS } from './plan-catalogue';
import { getPlanStatus } from './plan-status';
import { PlanStatusBadge } from './plan-status-badge';
import { CancelSubscriptionButton } from './cancel-subscription-button';
import { RenewPlanButton } from './renew-plan-button';
import { UsageMeter } from './usage-meter';

function Stat({ icon, label, value, children }: { icon: ReactNode; label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <div className="flex items-center gap-2 text-sm font-medium text-fg-muted">
        <span className="text-primary">{icon}</span>
        {label}
      </div>
      <p className="tabular mt-2 text-xl font-bold text-fg">{value}</p>
      {children ? <div className="mt-3 space-y-2 text-sm text-fg-muted">{children}</div> : null}
    </div>
  );
}

function SubscriptionSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-36 w-full rounded-xl" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-40 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    </div>
  );
}

/** Renew and Cancel for an active plan; the plans page for everyone. */
function PlanActions({ subscription, active }: { subscription: CurrentSubscription | null; active: boolean }) {
  return (
    <div className="flex flex-col gap-3 border-t border-line px-5 py-4 sm:flex-row sm:flex-wrap sm:px-6">
      {subscription && active ? (
        <>
          <RenewPlanButton plan={subscription.plan} />
          <CancelSubscriptionButton subscription={subscription} />
        </>
      ) : null}
      <Button variant={active ? 'ghost' : 'primary'} asChild>
        <Link to="/subscription-plans">{active ? 'See all plans' : 'Upgrade Plan'}</Link>
      </Button>
      <Button variant="ghost" asChild>
        <Link to="/subscription-management">Manage Subscription</Link>
      </Button>
    </div>
  );
}

/** The Subscription tab of /profile: plan status, usage and quotas, renew, cancel and the plans. */
export function SubscriptionTab({ uid }: { uid: string }) {
  const query = useGetUserSubscription(uid);
  const plans = useListPlans({ query: { staleTime: 60 * 60 * 1000 } });

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your subscription">
        <SubscriptionSkeleton />
      </div>
    );
  }

  if (query.isError) {
    return (
      <ErrorState title="Failed to load your subscription." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }

  const profile = query.data;
  const subscription = profile.currentSubscription;
  const status = getPlanStatus(subscription);
  const plan = subscription?.plan;
  const running = status.kind === 'active' || status.kind === 'cancelled';

  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <div className="bg-gradient-to-br from-emerald-600 to-emerald-800 p-5 text-white sm:p-6">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm font-medium text-emerald-100">Current plan</p>
              <h2 className="mt-1 text-xl font-bold">{plan ? plan.name : profile.planName}</h2>
            </div>
            <span className="rounded-full bg-white p-0.5">
              <PlanStatusBadge status={status} />
            </span>
          </div>
          <p className="tabular mt-4 text-2xl font-bold">
            {formatRupees(plan?.price ?? 0, { whole: true })}
            <span className="text-base font-medium text-emerald-100"> / month</span>
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4 p-5 text-sm sm:grid-cols-3 sm:p-6">
          <div>
            <dt className="text-fg-subtle">Started</dt>
            <dd className="mt-0.5 font-medium text-fg">{subscription ? formatDate(subscription.startDate) : '—'}</dd>
          </div>
          <div>
            <dt className="text-fg-subtle">{status.kind === 'expired' ? 'Expired on' : 'Expires on'}</dt>
            <dd className="mt-0.5 font-medium text-fg">{subscription ? formatDate(subscription.endDate) : 'Never'}</dd>
          </div>
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-fg-subtle">Monthly allowance</dt>
            <dd className="mt-0.5 font-medium text-fg">
              {profile.listingsTotal} listings · {profile.adsTotal} ads
            </dd>
          </div>
        </dl>
        <PlanActions subscription={subscription} active={status.kind === 'active'} />
        {status.warning || status.kind === 'expired' ? (
          <div className="flex flex-col gap-3 border-t border-amber-200 bg-accent-soft px-5 py-4 text-accent-ink sm:flex-row sm:items-center sm:justify-between sm:px-6">
            <p className="flex items-center gap-2 text-sm font-semibold" role="status">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {status.kind === 'expired'
                ? 'Your plan has expired. You are back on the free allowance of 5 listings a month.'
                : status.warning}
            </p>
          </div>
        ) : null}
      </Card>

      <section aria-labelledby="usage-heading">
        <h3 id="usage-heading" className="text-base font-semibold text-fg">
          This month&apos;s usage
        </h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <Stat
            icon={<PackagePlus aria-hidden="true" className="size-4" />}
            label="Listings"
            value={
              <>
                {profile.monthlyListingsUsed} <span className="text-base font-medium text-fg-subtle">/ {profile.listingsTotal} used</span>
              </>
            }
          >
            <UsageMeter used={profile.monthlyListingsUsed} total={profile.listingsTotal} label="Listings used this month" />
            <div className="flex justify-between">
              <span>Available</span>
              <span className="tabular font-semibold text-fg">{profile.listingsAvailable}</span>
            </div>
            <div className="flex justify-between">
              <span>Extra one-time listings</span>
              <span className="tabular font-semibold text-fg">{profile.extraListingsPurchased}</span>
            </div>
          </Stat>
          <Stat
            icon={<Megaphone aria-hidden="true" className="size-4" />}
            label="Product ads"
            value={
              <>
                {profile.monthlyProductAdsUsed}{' '}
                <span className="text-base font-medium text-fg-subtle">/ {profile.adsTotal} per month</span>
              </>
            }
          >
            <UsageMeter used={profile.monthlyProductAdsUsed} total={profile.adsTotal} label="Product ads used this month" />
            <div className="flex justify-between">
              <span>Available</span>
              <span className="tabular font-semibold text-fg">{profile.adsAvailable}</span>
            </div>
            <div className="flex justify-between">
              <span>Extra ads</span>
              <span className="tabular font-semibold text-fg">{profile.extraAdsPurchased}</span>
            </div>
          </Stat>
        </div>
        <p className="mt-3 flex items-center gap-1.5 text-xs text-fg-subtle">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          Monthly allowances last reset on {formatDate(profile.lastListingReset) || '—'}. Extra listings and ads never expire.
        </p>
      </section>

      {plan && running && plan.features.length > 0 ? (
        <section aria-labelledby="features-heading">
          <h3 id="features-heading" className="text-base font-semibold text-fg">
            Included in {plan.name}
          </h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm text-fg-muted">
                <Rocket aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="plans-heading">
        <h3 id="plans-heading" className="text-base font-semibold text-fg">
          How plans compare
        </h3>
        <p className="mt-1 text-sm text-fg-muted">
          Every account lists 5 items a month for free. Paid plans run for 30 days and add to that.
        </p>
        <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="bg-slate-50 text-fg-muted">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">Plan</th>
                <th scope="col" className="px-4 py-2.5 font-medium">Price</th>
                <th scope="col" className="px-4 py-2.5 font-medium">Listings / month</th>
                <th scope="col" className="px-4 py-2.5 font-medium">Ads / month</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[{ name: 'Free Plan', price: 0, extraListings: 0, productAdsPerMonth: 0 }, ...(plans.data?.items ?? [])].map((row) => {
                const current = (running && plan ? plan.name : profile.planName) === row.name;
                return (
                  <tr key={row.name} className={current ? 'bg-primary-soft/60' : undefined}>
                    <th scope="row" className="px-4 py-2.5 font-semibold text-fg">
                      {row.name}
                      {current ? <span className="ml-2 text-xs font-medium text-primary-ink">(yours)</span> : null}
                    </th>
                    <td className="tabular px-4 py-2.5">{row.price ? `${formatRupees(row.price, { whole: true })}/mo` : 'Free'}</td>
                    <td className="tabular px-4 py-2.5">{FREE_MONTHLY_LISTINGS + row.extraListings}</td>
                    <td className="tabular px-4 py-2.5">{row.productAdsPerMonth}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

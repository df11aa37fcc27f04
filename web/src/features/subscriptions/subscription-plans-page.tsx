/**
 * /subscription-plans, Choose Your Plan (document 2, section 2.6): the plan in force, the three
 * plans (the spec's built-in ones when the call fails), add-ons. A new plan can be bought only
 * when none is in force; the plan in force can be renewed. A pending plan (set by an admin, never
 * paid) is not in force: paying for it starts it, and buying another one drops it.
 */
import { BadgeCheck, CalendarCheck, ShieldCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { getGetUserSubscriptionQueryKey, useGetUserSubscription, useListPlans } from '@thriftz/client/generated/subscriptions/subscriptions';
import type { Plan, SubscriptionProfile } from '@thriftz/client/generated/model';
import { useCheckout } from '../../lib/checkout';
import { formatDate, pluralize } from '../../lib/format';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { AddOnCards } from './add-on-cards';
import { comparePlans, FALLBACK_PLANS, planReference } from './plan-catalogue';
import { PlanCard, type PlanButtonState } from './plan-card';
import { PendingPlanActions } from './pending-plan-actions';
import { getPlanStatus, pendingPlan, planInForce } from './plan-status';
import { PlanStatusBadge } from './plan-status-badge';
import { RenewPlanButton } from './renew-plan-button';
import { useSignInFirst } from './use-sign-in-first';

export const NO_SWITCHING_MESSAGE = 'Plan switching is not available. You can only renew your current plan.';

const FOOTER = [
  { icon: Sparkles, text: 'All plans include 5 free listings per month' },
  { icon: CalendarCheck, text: 'Cancel anytime' },
  { icon: ShieldCheck, text: 'Secure payment via Razorpay' },
  { icon: BadgeCheck, text: '30-day money-back guarantee' },
];

function CurrentPlanSummary({ profile }: { profile: SubscriptionProfile }) {
  const subscription = profile.currentSubscription;
  const status = getPlanStatus(subscription);
  const running = status.kind === 'active' || status.kind === 'cancelled';
  return (
    <section aria-label="Your current plan" className="card space-y-4 p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-base font-semibold text-fg">Your plan: {profile.planName}</p>
            <PlanStatusBadge status={status} />
          </div>
          <p className="mt-1 text-sm text-fg-muted">
            {pluralize(profile.listingsAvailable, 'listing')} and {pluralize(profile.adsAvailable, 'ad')} available
            {subscription && running ? ` · ends on ${formatDate(subscription.endDate)}` : ''}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {subscription && status.kind === 'active' ? <RenewPlanButton plan={subscription.plan} /> : null}
          <Button variant="secondary" asChild>
            <Link to="/subscription-management">Manage Subscription</Link>
          </Button>
        </div>
      </div>
      {subscription && status.kind === 'pending' ? <PendingPlanActions subscription={subscription} /> : null}
    </section>
  );
}

export default function SubscriptionPlansPage() {
  useDocumentTitle('Subscription plans');
  const { user } = useCurrentUser();
  const uid = user?.uid ?? '';
  const plans = useListPlans({ query: { staleTime: 60 * 60 * 1000 } });
  const profile = useGetUserSubscription(uid, { query: { queryKey: getGetUserSubscriptionQueryKey(uid), enabled: Boolean(uid) } });
  const { pay, processing } = useCheckout();
  const signedIn = useSignInFirst();
  const [buying, setBuying] = useState<Plan['slug'] | null>(null);

  const offered = plans.isError ? FALLBACK_PLANS : (plans.data?.items ?? []);
  const inForce = planInForce(profile.data?.currentSubscription);
  const pending = pendingPlan(profile.data?.currentSubscription);

  const subscribe = async (plan: Plan) => {
    if (!signedIn('Please login to subscribe to a plan')) return;
    if (inForce) return;
    setBuying(plan.slug);
    const result = await pay(
      { type: 'subscription', ...planReference(plan), action: 'subscribe' },
      { initiateError: 'Failed to initiate subscription' },
    );
    setBuying(null);
    if (result.status === 'paid') toast.success(`Successfully subscribed to ${plan.name}!`);
  };

  const stateOf = (plan: Plan): PlanButtonState => {
    if (inForce?.slug === plan.slug) return 'current';
    if (inForce) return 'blocked';
    if (processing) return buying === plan.slug ? 'processing' : 'waiting';
    return pending?.slug === plan.slug ? 'complete' : 'subscribe';
  };

  return (
    <>
      <PageHeader
        eyebrow="Plans"
        title="Choose Your Plan"
        lead="List more and get your items seen: every plan runs for 30 days on top of your 5 free listings a month."
      />
      <div className="container-page space-y-8 py-8 sm:py-10">
        {profile.data ? <CurrentPlanSummary profile={profile.data} /> : null}
        {inForce ? (
          <Alert tone="info">
            <p>{NO_SWITCHING_MESSAGE}</p>
          </Alert>
        ) : null}

        <section aria-label="Plans">
          {plans.isPending ? (
            <div className="grid gap-5 md:grid-cols-3" role="status" aria-label="Loading plans">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-96 rounded-xl" />
              ))}
            </div>
          ) : (
            <div className="grid gap-5 md:grid-cols-3">
              {offered.map((plan) => (
                <PlanCard
                  key={plan.slug}
                  plan={plan}
                  isCurrent={inForce?.slug === plan.slug}
                  isPending={pending?.slug === plan.slug}
                  change={comparePlans(inForce, plan)}
                  state={stateOf(plan)}
                  onSubscribe={() => void subscribe(plan)}
                />
              ))}
            </div>
          )}
        </section>

        <section aria-labelledby="add-ons-heading">
          <h2 id="add-ons-heading" className="text-lg font-semibold text-fg">
            Add-ons
          </h2>
          <p className="mt-1 text-sm text-fg-muted">One-time purchases that work with any plan, including the free one.</p>
          <div className="mt-4">
            <AddOnCards />
          </div>
        </section>

        <ul className="grid gap-3 rounded-xl border border-line bg-surface p-5 text-sm text-fg-muted sm:grid-cols-2 lg:grid-cols-4">
          {FOOTER.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

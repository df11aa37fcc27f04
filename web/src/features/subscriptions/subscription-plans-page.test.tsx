import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SubscriptionPlansRoute from '../../app/subscription-plans-route';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { json, problem, stubFetch, type RouteMap } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { fulfilledPurchase, paymentOrder, paymentRoutes } from '../../test/payments';
import { ELSEWHERE, renderRoute } from '../../test/render-route';
import { MID, PLANS, pendingSubscription, subscription, subscriptionPath, subscriptionProfile } from '../../test/subscriptions';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function renderPlans(routes: RouteMap, session: CurrentUser | null = STUDENT) {
  const calls = stubFetch(
    { 'GET /api/boosts/pricing': json({ boostPrice: 50, boostHours: 24, extraListingPrice: 10 }), ...routes },
    { session },
  );
  const { router } = renderRoute([{ path: '/subscription-plans', element: <SubscriptionPlansRoute /> }, ELSEWHERE], '/subscription-plans');
  return { calls, router };
}

const planCard = (name: string) => screen.getByRole('article', { name, hidden: true });
const orderNotes = (calls: ReturnType<typeof stubFetch>) =>
  JSON.parse(String(calls.mock.calls.find(([url]) => String(url).endsWith('/api/razorpay/create-order'))?.[1]?.body)).notes;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.info).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SubscriptionPlansPage', { timeout: 20_000 }, () => {
  it("shows the spec's three fallback plans when the plans cannot be loaded", async () => {
    renderPlans({ '/api/subscription-plans': problem(500, 'Internal Server Error'), [subscriptionPath]: json(subscriptionProfile()) });
    expect(await screen.findByRole('article', { name: 'Basic Plan' })).toHaveTextContent('₹99');
    expect(planCard('Mid Plan')).toHaveTextContent('₹149');
    expect(planCard('Mid Plan')).toHaveTextContent('+5 extra listings per month');
    expect(planCard('Pro Plan')).toHaveTextContent('₹199');
    expect(planCard('Pro Plan')).toHaveTextContent('3 product ads per month');
  });

  it('marks the plan in force as Current Plan and blocks switching to the others', async () => {
    renderPlans({
      '/api/subscription-plans': json({ items: PLANS }),
      [subscriptionPath]: json(subscriptionProfile({ currentSubscription: subscription(MID), planName: 'Mid Plan' })),
    });
    const mid = await screen.findByRole('article', { name: 'Mid Plan' });
    await waitFor(() => expect(within(mid).getByText('Current Plan', { selector: 'span' })).toBeInTheDocument());
    expect(within(mid).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(planCard('Pro Plan')).getByRole('button', { name: 'No Plan Switching' })).toBeDisabled();
    expect(within(planCard('Basic Plan')).getByRole('button', { name: 'No Plan Switching' })).toBeDisabled();
    expect(screen.getByText('Plan switching is not available. You can only renew your current plan.')).toBeInTheDocument();
    expect(planCard('Pro Plan')).toHaveTextContent('Upgrade: ₹50 more per month');
    expect(planCard('Basic Plan')).toHaveTextContent('Downgrade: save ₹50 per month');
    expect(screen.getByRole('button', { name: 'Renew for ₹149' })).toBeEnabled();
  });

  it('subscribes a free student through the payment path', async () => {
    const { calls } = renderPlans({
      '/api/subscription-plans': json({ items: PLANS }),
      [subscriptionPath]: json(subscriptionProfile()),
      ...paymentRoutes(),
    });
    const mid = await screen.findByRole('article', { name: 'Mid Plan' });
    await userEvent.click(within(mid).getByRole('button', { name: 'Subscribe Now' }));
    expect(await screen.findByRole('dialog', { name: 'Test payment' })).toBeInTheDocument();
    expect(within(planCard('Basic Plan')).getByRole('button', { name: 'Subscribe Now', hidden: true })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹149' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully subscribed to Mid Plan!'));
    expect(orderNotes(calls)).toEqual({ type: 'subscription', planId: MID._id, action: 'subscribe' });
  });

  it('blocks nothing while a plan waits for its payment, and completing it pays for that plan', async () => {
    const { calls } = renderPlans({
      '/api/subscription-plans': json({ items: PLANS }),
      [subscriptionPath]: json(subscriptionProfile({ currentSubscription: pendingSubscription(MID) })),
      ...paymentRoutes(),
    });
    const mid = await screen.findByRole('article', { name: 'Mid Plan' });
    const complete = await within(mid).findByRole('button', { name: 'Complete Payment' });
    expect(complete).toBeEnabled();
    expect(within(mid).getByText('Pending payment')).toBeInTheDocument();
    expect(within(mid).queryByText('Current Plan')).not.toBeInTheDocument();
    expect(within(planCard('Basic Plan')).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(within(planCard('Pro Plan')).getByRole('button', { name: 'Subscribe Now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'No Plan Switching' })).not.toBeInTheDocument();
    expect(screen.queryByText('Plan switching is not available. You can only renew your current plan.')).not.toBeInTheDocument();
    expect(screen.getByText('Your Mid Plan is waiting for its payment of ₹149. Complete the payment to start its 30 days, or drop it.')).toBeInTheDocument();

    await userEvent.click(complete);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully subscribed to Mid Plan!'));
    expect(orderNotes(calls)).toEqual({ type: 'subscription', planId: MID._id, action: 'subscribe' });
  });

  it('renews the plan in force: the same plan, action renew', async () => {
    const { calls } = renderPlans({
      '/api/subscription-plans': json({ items: PLANS }),
      [subscriptionPath]: json(subscriptionProfile({ currentSubscription: subscription(MID), planName: 'Mid Plan' })),
      ...paymentRoutes(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Renew for ₹149' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹149' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully renewed Mid Plan! 30 days were added to your plan.'));
    expect(orderNotes(calls)).toEqual({ type: 'subscription', planId: MID._id, action: 'renew' });
  });

  it('buys an extra listing from its dialog', async () => {
    const { calls } = renderPlans({
      '/api/subscription-plans': json({ items: PLANS }),
      [subscriptionPath]: json(subscriptionProfile()),
      ...paymentRoutes(paymentOrder({ amount: 1000, description: '1 extra listing' }), fulfilledPurchase({ kind: 'extra_listing', grant: { extraListings: 1 } })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy an extra listing' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Buy an extra listing' })).getByRole('button', { name: 'Pay ₹10' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹10' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully purchased 1 extra listing!'));
    expect(orderNotes(calls)).toEqual({ type: 'extra_listing' });
  });

  it('asks a visitor to log in before subscribing', async () => {
    const { router } = renderPlans({ '/api/subscription-plans': json({ items: PLANS }) }, null);
    const basic = await screen.findByRole('article', { name: 'Basic Plan' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Subscribe Now' }));
    expect(toast.info).toHaveBeenCalledWith('Please login to subscribe to a plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('asks a visitor to log in before buying an extra listing', async () => {
    const { router } = renderPlans({ '/api/subscription-plans': json({ items: PLANS }) }, null);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy an extra listing' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Pay ₹10' }));
    expect(toast.info).toHaveBeenCalledWith('Please login to purchase extra listings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

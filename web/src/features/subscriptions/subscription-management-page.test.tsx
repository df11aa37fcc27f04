import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem, stubFetch, type RouteMap } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { renderRoute } from '../../test/render-route';
import SubscriptionManagementRoute from '../../app/subscription-management-route';
import { MID, PRO, pendingSubscription, subscription, subscriptionPath, subscriptionProfile } from '../../test/subscriptions';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function renderPage(routes: RouteMap) {
  const calls = stubFetch({ 'GET /api/boosts/pricing': json({ boostPrice: 50, boostHours: 24, extraListingPrice: 10 }), ...routes }, { session: STUDENT });
  renderRoute([{ path: '*', element: <SubscriptionManagementRoute /> }], '/subscription-management');
  return calls;
}

const history = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 50 });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SubscriptionManagementPage', { timeout: 20_000 }, () => {
  it('shows the free tier with Upgrade Plan, and No subscription history found', async () => {
    renderPage({ [subscriptionPath]: json(subscriptionProfile()), '/api/subscriptions/history': history([]) });
    expect(await screen.findByText('No subscription history found')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.getByText('3 remaining this month')).toBeInTheDocument();
  });

  it('explains the remaining listings as this month\'s allowance plus the extras bought, in numbers that add up', async () => {
    renderPage({
      [subscriptionPath]: json(subscriptionProfile({ listingsTotal: 15, monthlyListingsUsed: 0, extraListingsPurchased: 2, listingsAvailable: 17 })),
      '/api/subscriptions/history': history([]),
    });
    expect(await screen.findByText('0 of 15 used this month')).toBeInTheDocument();
    expect(screen.getByText("17 remaining: 15 left of this month's 15, plus 2 extra listings you bought")).toBeInTheDocument();
  });

  it('a failed history load reads as no history', async () => {
    renderPage({ [subscriptionPath]: json(subscriptionProfile()), '/api/subscriptions/history': problem(500, 'Internal Server Error') });
    expect(await screen.findByText('No subscription history found')).toBeInTheDocument();
  });

  it('shows the boost offer at the server price and length', async () => {
    renderPage({
      'GET /api/boosts/pricing': json({ boostPrice: 75, boostHours: 36, extraListingPrice: 10 }),
      [subscriptionPath]: json(subscriptionProfile()),
      '/api/subscriptions/history': history([]),
    });
    const offer = await screen.findByRole('region', { name: 'Product Ad Boost' });
    await waitFor(() => expect(offer).toHaveTextContent('for 36 hours: ₹75 per boost'));
  });

  it('cancels an active plan after confirmation and lists the history with its badges', async () => {
    const current = subscription(PRO);
    const calls = renderPage({
      [subscriptionPath]: json(subscriptionProfile({ currentSubscription: current, planName: 'Pro Plan', listingsTotal: 15, adsTotal: 3, adsAvailable: 3 })),
      '/api/subscriptions/history': history([
        { _id: current._id, planName: 'Pro Plan', planSlug: 'pro', price: 199, status: 'active', startDate: current.startDate, endDate: current.endDate, autoRenew: true, isCurrent: true, createdAt: current.startDate },
        { _id: 'd4d4d4d4-1111-4222-8333-444444444444', planName: 'Basic Plan', planSlug: 'basic', price: 99, status: 'expired', startDate: '2025-06-01T00:00:00Z', endDate: '2025-07-01T00:00:00Z', autoRenew: true, isCurrent: false, createdAt: '2025-06-01T00:00:00Z' },
      ]),
      'POST /api/subscriptions/current/cancel': json({ ...current, status: 'cancelled', cancelledAt: new Date().toISOString() }),
    });
    expect(await screen.findByRole('heading', { name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByText('Campus Top Seller badge').closest('li')).not.toHaveTextContent('not included');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Basic Plan/ })).toHaveTextContent('Expired');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(expect.stringMatching(/^Subscription cancelled\. Pro Plan stays usable until /)));
    expect(calls.mock.calls.some(([url, init]) => String(url).endsWith('/api/subscriptions/current/cancel') && init?.method === 'POST')).toBe(true);
  });

  it('offers to pay for or drop a pending plan, and drops it after confirmation', async () => {
    const pending = pendingSubscription(MID);
    const calls = renderPage({
      [subscriptionPath]: json(subscriptionProfile({ currentSubscription: pending })),
      '/api/subscriptions/history': history([]),
      'POST /api/subscriptions/current/cancel': json({ ...pending, status: 'cancelled', cancelledAt: new Date().toISOString() }),
    });
    expect(await screen.findByText('Your Mid Plan is waiting for its payment of ₹149. Complete the payment to start its 30 days, or drop it.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete payment' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.queryByRole('link', { name: 'Change Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Drop pending plan' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Drop your pending plan?' });
    expect(confirm).toHaveTextContent('Mid Plan was never paid for. Dropping it leaves you on the Free Plan; you can choose any plan later.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Drop plan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Mid Plan dropped. You are on the Free Plan.'));
    expect(calls.mock.calls.some(([url, init]) => String(url).endsWith('/api/subscriptions/current/cancel') && init?.method === 'POST')).toBe(true);
  });
});

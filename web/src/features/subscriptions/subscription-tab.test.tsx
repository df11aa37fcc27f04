import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionProfile } from '@thriftz/client/generated/model';
import { CheckoutContext, type Checkout } from '../../lib/checkout';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { fulfilledPurchase } from '../../test/payments';
import { MID, PLANS, subscription, subscriptionPath, subscriptionProfile } from '../../test/subscriptions';
import { renderWithClient } from '../../test/render-route';
import { SubscriptionTab } from './subscription-tab';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const pay = vi.fn<Checkout['pay']>();

function renderTab(profile: SubscriptionProfile) {
  stubFetch({ [subscriptionPath]: json(profile), '/api/subscription-plans': json({ items: PLANS }) });
  renderWithClient(
    <MemoryRouter>
      <CheckoutContext.Provider value={{ pay, processing: false }}>
        <SubscriptionTab uid={STUDENT.uid} />
      </CheckoutContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  pay.mockReset();
});

describe('SubscriptionTab', { timeout: 20_000 }, () => {
  it('renews the active plan through the payment path', async () => {
    pay.mockResolvedValue({ status: 'paid', purchase: fulfilledPurchase() });
    renderTab(subscriptionProfile({ currentSubscription: subscription(MID), planName: 'Mid Plan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Renew for ₹149' }));
    expect(pay).toHaveBeenCalledWith({ type: 'subscription', planId: MID._id, action: 'renew' }, { initiateError: 'Failed to initiate subscription' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Successfully renewed Mid Plan! 30 days were added to your plan.'));
    expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all plans' })).toHaveAttribute('href', '/subscription-plans');
  });

  it('offers the plans, not renewal, on the free plan', async () => {
    renderTab(subscriptionProfile());
    expect(await screen.findByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.queryByRole('button', { name: /Renew/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionProfile } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { renderWithClient } from '../../test/render-route';
import { MID, subscription, subscriptionPath, subscriptionProfile } from '../../test/subscriptions';
import { HeaderPlanSummary } from './header-plan-summary';

async function openSummary(profile: SubscriptionProfile) {
  stubFetch({ [subscriptionPath]: json(profile) });
  renderWithClient(
    <MemoryRouter>
      <HeaderPlanSummary uid={STUDENT.uid} />
    </MemoryRouter>,
  );
  await userEvent.click(await screen.findByRole('button', { name: /Show subscription details/ }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HeaderPlanSummary', { timeout: 20_000 }, () => {
  it('offers Manage Subscription and, on the free plan, Upgrade Plan', async () => {
    await openSummary(subscriptionProfile());
    expect(await screen.findByRole('link', { name: 'Manage Subscription' })).toHaveAttribute('href', '/subscription-management');
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/subscription-plans');
  });

  it('has no Upgrade Plan on a paid plan', async () => {
    await openSummary(subscriptionProfile({ currentSubscription: subscription(MID), planName: 'Mid Plan' }));
    expect(await screen.findByRole('link', { name: 'Manage Subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });
});

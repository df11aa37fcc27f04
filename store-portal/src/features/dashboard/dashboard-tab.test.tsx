import { json, problem, stubFetch } from '@web/test/api-stub';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DASHBOARD, SESSION } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { spyOnToasts } from '@web/test/toasts';

spyOnToasts();

describe('the dashboard tab', () => {
  it('shows the figures, the revenue by status in rupees, and the store’s details', async () => {
    stubFetch({ 'GET /api/store-portal/session': json(SESSION), 'GET /api/store-portal/dashboard': json(DASHBOARD) });
    renderPortal('/');
    expect(await screen.findByText('Total Products', {}, { timeout: 15_000 })).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label).parentElement!;
    expect(within(card('Total Products')).getByText('12')).toBeInTheDocument();
    expect(within(card('Active Products')).getByText('9')).toBeInTheDocument();
    expect(within(card('Total Orders')).getByText('30')).toBeInTheDocument();
    expect(within(card('Pending Orders')).getByText('4')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('₹1,25,499.50')).toBeInTheDocument();

    const breakdown = screen.getByRole('heading', { name: 'Revenue Breakdown' }).parentElement!;
    expect(within(breakdown).getAllByRole('term').map((term) => term.textContent)).toEqual(['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']);
    expect(within(breakdown).getByText('₹1,20,000.00')).toBeInTheDocument();

    const info = screen.getByRole('heading', { name: 'Store Information' }).parentElement!;
    expect(within(info).getByText('Clothing & Fashion')).toBeInTheDocument();
    expect(within(info).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(info).getByText('asha@campus.edu')).toBeInTheDocument();
    // The top tabs (large screens) and the bottom bar (phones) both mark it current.
    for (const nav of [screen.getByRole('navigation', { name: 'Store admin' }), screen.getByRole('navigation', { name: 'Store admin tabs' })]) {
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/?tab=orders');
    }
  });

  it("says the spec's 'Failed to load store data' and offers a retry when the figures cannot load", async () => {
    stubFetch({ 'GET /api/store-portal/session': json(SESSION), 'GET /api/store-portal/dashboard': problem(500, 'Error') });
    renderPortal('/');
    expect(await screen.findByText('Failed to load store data', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load dashboard')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

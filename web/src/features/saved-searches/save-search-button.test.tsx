import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListListingsParams } from '@thriftz/client/generated/model';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/api-stub';
import { STUDENT } from '../../test/fixtures';
import { ELSEWHERE, renderRoute } from '../../test/render-route';
import { spyOnToasts } from '../../test/toasts';
import { SaveSearchButton } from './save-search-button';

spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

// What /products?q=lamp&category=furniture&maxPrice=500&sort=price-low&page=2 asks the list for.
const params: ListListingsParams = { type: 'sell', q: 'lamp', category: ['furniture'], maxPrice: 500, sort: 'price-low', page: 2, pageSize: 24 };
const chipLabels = ['“lamp”', 'Furniture', 'Up to ₹500'];

const renderButton = () =>
  renderRoute(
    [{ path: '/products', element: <SaveSearchButton params={params} chipLabels={chipLabels} /> }, { path: '/saved-searches', element: <p>saved list</p> }, ELSEWHERE],
    '/products?q=lamp&category=furniture&maxPrice=500',
  );

describe('Save this search', () => {
  it('asks a visitor to log in, coming back to the same page', async () => {
    stubFetch({}, { session: null });
    renderButton();
    const link = await screen.findByRole('link', { name: 'Log in to save this search' });
    expect(link).toHaveAttribute('href', `/login?returnTo=${encodeURIComponent('/products?q=lamp&category=furniture&maxPrice=500')}`);
  });

  it('saves exactly the filters (no sort or page), named after the chips, then links to the saved searches', async () => {
    const bodies: unknown[] = [];
    stubFetch(
      {
        'POST /api/saved-searches': (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return json({ id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001', name: 'x', filters: { type: 'sell' }, digest: true, newMatches: 0, createdAt: new Date().toISOString() }, 201);
        },
      },
      { session: STUDENT },
    );
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Search saved. We will tell you about new matches.'));
    expect(bodies).toEqual([{ filters: { type: 'sell', q: 'lamp', category: ['furniture'], maxPrice: 500 }, name: '“lamp” · Furniture · Up to ₹500 in Buy & Sell' }]);
    await userEvent.click(screen.getByRole('link', { name: 'Saved · View saved searches' }));
    expect(await screen.findByText('saved list')).toBeInTheDocument();
  });

  it("shows the server's message when the search cannot be saved", async () => {
    stubFetch(
      { 'POST /api/saved-searches': json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'You have already saved this search.' }, 409) },
      { session: STUDENT },
    );
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already saved this search.'));
    expect(screen.getByRole('button', { name: 'Save this search' })).toBeEnabled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { ELSEWHERE, renderRoute } from '../../test/render-route';
import { spyOnToasts } from '../../test/toasts';
import SavedSearchesPage from './saved-searches-page';

spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

const lamps: SavedSearch = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
  name: '“lamp” · Furniture in Buy & Sell',
  filters: { type: 'sell', q: 'lamp', category: ['furniture'], maxPrice: 500 },
  digest: true,
  newMatches: 3,
  createdAt: '2026-12-01T10:00:00.000Z',
};
const cameras: SavedSearch = { ...lamps, id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002', name: 'Cameras', filters: { type: 'lend', duration: ['day'] }, digest: false, newMatches: 0 };

const renderPage = () => renderRoute([{ path: '/saved-searches', element: <SavedSearchesPage /> }, { path: '/products', element: <p>browse</p> }, ELSEWHERE], '/saved-searches');

describe('/saved-searches', () => {
  it('lists each search with its filters, its new matches and a link to its results, which marks them seen', async () => {
    const posts: string[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push(url.pathname);
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/saved-searches') return json({ items: [lamps, cameras], limit: 20 });
      return undefined;
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    const [first, second] = within(list).getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: lamps.name })).toBeInTheDocument();
    expect(first).toHaveTextContent('3 new matches');
    expect(within(first!).getByRole('list', { name: 'Filters' })).toHaveTextContent(/Buy & Sell.*“lamp”.*Furniture.*Up to ₹500/);
    expect(second).toHaveTextContent('No new matches');
    expect(within(second!).getByRole('checkbox', { name: 'Daily e-mail of new matches' })).not.toBeChecked();
    expect(screen.getByText('2 of 20 saved searches')).toBeInTheDocument();

    const view = within(first!).getByRole('link', { name: 'View results' });
    expect(view).toHaveAttribute('href', '/products?q=lamp&category=furniture&maxPrice=500');
    await userEvent.click(view);
    expect(await screen.findByText('browse')).toBeInTheDocument();
    await waitFor(() => expect(posts).toEqual([`/api/saved-searches/${lamps.id}/seen`]));
  });

  it('turns the daily e-mail off with a toast, and deletes after asking', async () => {
    const calls: string[] = [];
    stubFetch((url, init) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') calls.push(`${method} ${url.pathname} ${init?.body ?? ''}`.trim());
      if (method === 'PATCH') return json({ ...lamps, digest: false });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (url.pathname === '/api/saved-searches') return json({ items: [lamps], limit: 20 });
      return undefined;
    });
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Daily e-mail of new matches' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Daily e-mail turned off for this search.'));
    expect(box).not.toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: `Delete ${lamps.name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this saved search?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved search deleted.'));
    expect(await screen.findByText('You have no saved searches yet.')).toBeInTheDocument();
    expect(calls).toEqual([`PATCH /api/saved-searches/${lamps.id} {"digest":false}`, `DELETE /api/saved-searches/${lamps.id}`]);
  });

  it('says what went wrong when the list cannot load', async () => {
    stubFetch({ '/api/saved-searches': json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, 500) });
    renderPage();
    expect(await screen.findByText('Failed to load your saved searches. Please try again.')).toBeInTheDocument();
  });
});

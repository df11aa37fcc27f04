import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnListing } from '@thriftz/client/generated/model';
import { json, problem, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { MyProductsPanel } from './my-products-panel';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function listing(n: number): OwnListing {
  return {
    _id: `0b7f1e2a-4c1d-4a57-9f0e-${String(n).padStart(12, '0')}`,
    slug: `item-${n}`,
    title: `Item ${n}`,
    listingType: 'sell',
    category: 'electronics',
    condition: 'good',
    price: 100 + n,
    rentalRate: null,
    image: null,
    isBoosted: false,
    isAvailable: true,
    seller: null,
    createdAt: '2025-08-01T10:00:00Z',
    descriptionPreview: `Item ${n}, barely used.`,
    expirationDate: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    hiddenReason: null,
  };
}

const failure = () => problem(500, 'Server Error');

/** Own listings served a page at a time; `del` answers DELETE, `list` may fail a list call. */
function stubApi(count: number, { del = () => new Response(null, { status: 204 }), list = () => null as Response | null } = {}) {
  let items = Array.from({ length: count }, (_, i) => listing(i + 1));
  const deleted: string[] = [];
  stubFetch((url, init) => {
    if (init?.method === 'DELETE') {
      const answer = del();
      if (answer.ok) {
        deleted.push(url.pathname);
        items = items.filter((item) => !url.pathname.endsWith(item._id));
      }
      return answer;
    }
    if (url.pathname === '/api/listings/mine') {
      const failed = list();
      if (failed) return failed;
      const page = Number(url.searchParams.get('page'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const slice = items.slice((page - 1) * pageSize, page * pageSize);
      return json({ items: slice, total: items.length, counts: { sell: items.length, lend: 0 }, page, pageSize });
    }
  });
  return deleted;
}

function renderPanel() {
  renderWithClient(
    <MemoryRouter>
      <MyProductsPanel />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OwnPostsPanel, as the Products sub-tab', { timeout: 20_000 }, () => {
  it('counts every own listing and shows a page of cards, each with View and Delete', async () => {
    stubApi(13);
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading your listings' })).toBeInTheDocument();

    expect(await screen.findByText('13 listings')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'View Item 1' })).toHaveAttribute('href', `/product/${listing(1)._id}`);
    expect(screen.getByRole('button', { name: 'Delete Item 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/create-listing');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });

  it('deletes after confirming; the last card of a later page steps back a page', async () => {
    const deleted = stubApi(13);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Item 13' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this listing?')).toBeInTheDocument();
    expect(within(dialog).getByText('“Item 13” and its pictures will be removed for good.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Listing deleted successfully!'));
    expect(deleted).toEqual([`/api/listings/${listing(13)._id}`]);
    expect(await screen.findByText('12 listings')).toBeInTheDocument();
    expect(screen.getByText('Item 1')).toBeInTheDocument();
    expect(screen.queryByText('Item 13')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("keeps the listing when the delete fails, saying 'Failed to delete listing'", async () => {
    stubApi(2, { del: failure });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete Item 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete listing'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Item 2')).toBeInTheDocument();
    expect(screen.getByText('2 listings')).toBeInTheDocument();
  });

  it('offers Add Product when there is nothing yet', async () => {
    stubApi(0);
    renderPanel();
    expect(await screen.findByText('You have not listed any products yet.')).toBeInTheDocument();
    expect(screen.getByText('Sell or lend what you no longer use: it takes a minute.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/create-listing');
  });

  it('says the list failed to load, and Try again loads it', async () => {
    let fail = true;
    stubApi(1, { list: () => (fail ? failure() : null) });
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Failed to load your listings')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 listing')).toBeInTheDocument();
    expect(screen.getByText('Item 1')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingCard, RequestCard } from '@thriftz/client/generated/model';
import { json, problem, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import WishlistPage from './wishlist-page';
import { WISHLIST_STORAGE_KEY } from './wishlist-storage';
import { toast } from 'sonner';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const LISTING: ListingCard = {
  _id: id(1),
  slug: 'casio-calculator',
  title: 'Casio fx-991EX calculator',
  listingType: 'sell',
  category: 'electronics',
  condition: 'like-new',
  price: 650,
  rentalRate: null,
  image: null,
  isBoosted: false,
  isAvailable: false,
  seller: null,
  createdAt: '2025-08-01T10:00:00Z',
};

const REQUEST: RequestCard = {
  _id: id(2),
  slug: 'need-a-lab-coat',
  title: 'Need a lab coat',
  descriptionPreview: 'Size M, for the chemistry lab this semester.',
  category: 'clothing',
  requestType: 'buy',
  priceRange: 'under-500',
  condition: 'good',
  urgency: 'medium',
  tags: [],
  image: null,
  requesterName: 'Asha Rao',
  isActive: true,
  expirationDate: '2025-09-01T10:00:00Z',
  createdAt: '2025-08-01T10:00:00Z',
};

/** Answers the items calls with whichever of the two cards the batch asks for. */
function stubItems() {
  const calls: URL[] = [];
  stubFetch((url) => {
    calls.push(url);
    const asked = url.searchParams.getAll('productId');
    return json({
      products: asked.includes(LISTING._id) ? [LISTING] : [],
      requests: url.searchParams.getAll('requestId').includes(REQUEST._id) ? [REQUEST] : [],
    });
  });
  return calls;
}

function renderPage() {
  renderWithClient(
    <MemoryRouter>
      <WishlistPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('WishlistPage', () => {
  it('shows the empty state with the spec links and asks nothing', () => {
    const calls = stubItems();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Your Wishlist Treasures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Browse Requests' })).toHaveAttribute('href', '/request');
    expect(calls).toHaveLength(0);
  });

  it('asks in batches, shows both kinds with their links, and removes a card at once', async () => {
    const ids = [LISTING._id, REQUEST._id, ...Array.from({ length: 118 }, (_, n) => id(100 + n))];
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(ids));
    const calls = stubItems();
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('status', { name: 'Loading your wishlist…' })).toBeInTheDocument();
    expect(await screen.findByText('Casio fx-991EX calculator')).toBeInTheDocument();
    expect(screen.getByText('Need a lab coat')).toBeInTheDocument();

    // 120 ids, newest first, 50 a call, each sent as both kinds.
    expect(calls.map((url) => url.searchParams.getAll('productId').length)).toEqual([50, 50, 20]);
    for (const url of calls) {
      expect(url.pathname).toBe('/api/wishlist/items');
      expect(url.searchParams.getAll('requestId')).toEqual(url.searchParams.getAll('productId'));
    }
    expect(calls[0]!.searchParams.getAll('productId')[0]).toBe(ids.at(-1));

    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', `/product/${LISTING._id}`);
    expect(screen.getByRole('link', { name: 'View Request' })).toHaveAttribute('href', `/request/${REQUEST._id}`);
    expect(screen.getByText('Sold/Unavailable')).toBeInTheDocument();

    const card = screen.getByText('Casio fx-991EX calculator').closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    expect(toast.success).toHaveBeenLastCalledWith('Removed from your wishlist');
    await waitFor(() => expect(screen.queryByText('Casio fx-991EX calculator')).not.toBeInTheDocument());
    expect(screen.getByText('Need a lab coat')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY)!)).not.toContain(LISTING._id);
  });

  it('shows the error state and retries', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([LISTING._id]));
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail ? problem(500, 'Server Error') : json({ products: [LISTING], requests: [] }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Failed to load your wishlist. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Casio fx-991EX calculator')).toBeInTheDocument();
  });
});

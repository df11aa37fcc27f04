import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingCard } from '@thriftz/client/generated/model';
import { json, listPage, stubFetch } from '../../test/api-stub';
import { renderWithSearchProbe, shownSearch } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import { BrowsePage } from './browse-page';

const CARD: ListingCard = {
  _id: '0b7f1e2a-4c1d-4a57-9f0e-2d3c4b5a6978',
  slug: 'casio-calculator',
  title: 'Casio fx-991EX calculator',
  listingType: 'sell',
  category: 'electronics',
  condition: 'like-new',
  price: 650,
  rentalRate: null,
  image: null,
  isBoosted: true,
  isAvailable: true,
  seller: { _id: 'a1b2c3d4-0000-4000-8000-000000000001', uid: 'a1b2c3d4-0000-4000-8000-000000000001', fullName: 'Meera Nair', profileImage: null },
  createdAt: '2025-08-01T10:00:00Z',
};

/** Answers the browse calls; `listings` decides the page for each list call's URL. */
function stubApi(listings: (url: URL) => Response = () => json(listPage([CARD]))) {
  const calls: URL[] = [];
  stubFetch((url) => {
    if (url.pathname === '/api/listings/price-bounds') return json({ max: 4450 });
    calls.push(url);
    return listings(url);
  });
  return calls;
}

function renderAt(path: string, type: 'sell' | 'lend' = 'sell') {
  return renderWithSearchProbe(<BrowsePage type={type} />, path);
}

const search = shownSearch;

// Radix's slider measures itself.
beforeAll(polyfillResizeObserver);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrowsePage', () => {
  it('reads the filters from the URL and asks the API for them', async () => {
    const calls = stubApi();
    renderAt('/products?category=textbooks&category=electronics&maxPrice=900&sort=price-low&page=2');

    expect(await screen.findByText('Casio fx-991EX calculator')).toBeInTheDocument();
    const url = calls.at(-1)!;
    expect(url.pathname).toBe('/api/listings');
    expect(url.searchParams.get('type')).toBe('sell');
    expect(url.searchParams.getAll('category')).toEqual(['textbooks', 'electronics']);
    expect(url.searchParams.get('maxPrice')).toBe('900');
    expect(url.searchParams.get('sort')).toBe('price-low');
    expect(url.searchParams.get('page')).toBe('2');

    expect(screen.getByRole('checkbox', { name: 'Textbooks' })).toHaveAttribute('data-state', 'checked');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-low');
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(within(chips).getByRole('button', { name: 'Remove filter Up to ₹900' })).toBeInTheDocument();
    expect(screen.getByText('1 result')).toBeInTheDocument();
    expect(screen.getByText('Boosted')).toBeInTheDocument();
  });

  it('writes each filter change to the URL, back to page 1, and Back undoes it', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const router = renderAt('/products?page=3');
    await screen.findByText('Casio fx-991EX calculator');

    await user.click(screen.getByRole('checkbox', { name: 'Furniture' }));
    await waitFor(() => expect(search().getAll('category')).toEqual(['furniture']));
    expect(search().get('page')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Good' }));
    await waitFor(() => expect(search().getAll('condition')).toEqual(['good']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-high');
    await waitFor(() => expect(search().get('sort')).toBe('price-high'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('sort')).toBe('price-high'));
    expect(calls.at(-1)?.searchParams.getAll('category')).toEqual(['furniture']);

    await user.click(screen.getByRole('button', { name: 'Remove filter Furniture' }));
    await waitFor(() => expect(search().getAll('category')).toEqual([]));
    expect(search().getAll('condition')).toEqual(['good']);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(search().getAll('category')).toEqual(['furniture']));
    expect(screen.getByRole('checkbox', { name: 'Furniture' })).toHaveAttribute('data-state', 'checked');
  });

  it('debounces the search box into q, and Reset clears every filter', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderAt('/products?condition=new');
    await screen.findByText('Casio fx-991EX calculator');

    await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), '  desk lamp');
    await waitFor(() => expect(search().get('q')).toBe('desk lamp'));
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('q')).toBe('desk lamp'));
    // One list call for the typed words, not one per key.
    expect(calls.filter((url) => url.searchParams.has('q'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(search().toString()).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('');
  });

  it('offers rental durations on the borrow page and sends them', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderAt('/borrow', 'lend');
    await screen.findByText('Casio fx-991EX calculator');

    await user.click(screen.getByRole('checkbox', { name: 'Per week' }));
    await waitFor(() => expect(search().getAll('duration')).toEqual(['week']));
    await waitFor(() => expect(calls.at(-1)?.searchParams.getAll('duration')).toEqual(['week']));
    expect(calls.at(-1)?.searchParams.get('type')).toBe('lend');
  });

  it('shows the empty state and the capped count', async () => {
    stubApi((url) => (url.searchParams.has('q') ? json(listPage([CARD], 1000, true)) : json(listPage([]))));
    const { navigate } = renderAt('/borrow', 'lend');
    // Nothing filtered: the list is empty, and both create links open the form on Lend.
    expect(await screen.findByText('Nothing is up for borrowing yet.')).toBeInTheDocument();
    expect(screen.queryByText('No rentals match your filters.')).not.toBeInTheDocument();
    const creates = screen.getAllByRole('link', { name: 'Create Listing' });
    expect(creates).toHaveLength(2);
    for (const link of creates) expect(link).toHaveAttribute('href', '/create-listing?type=lend');
    await act(() => navigate('/borrow?category=furniture'));
    expect(await screen.findByText('No rentals match your filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset filters' })).toBeInTheDocument();
    await act(() => navigate('/borrow?q=tent'));
    expect(await screen.findByText('1,000+ results')).toBeInTheDocument();
  });

  it('shows the error state and retries with Try Again', async () => {
    let fail = true;
    stubApi(() => (fail ? json({ type: 'about:blank', title: 'Server Error', status: 500 }, 500) : json(listPage([CARD]))));
    const user = userEvent.setup();
    renderAt('/products');
    expect(await screen.findByText('Failed to load products. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Casio fx-991EX calculator')).toBeInTheDocument();
  });
});

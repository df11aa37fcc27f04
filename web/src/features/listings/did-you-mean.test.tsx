import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListingCard } from '@thriftz/client/generated/model';
import { json, listPage, stubFetchUrls } from '../../test/api-stub';
import { renderWithSearchProbe, shownSearch } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import { BrowsePage } from './browse-page';

const GUITAR: ListingCard = {
  _id: '0b7f1e2a-4c1d-4a57-9f0e-2d3c4b5a6978',
  slug: 'yamaha-guitar',
  title: 'Yamaha F310 acoustic guitar',
  listingType: 'sell',
  category: 'other',
  condition: 'good',
  price: 5200,
  rentalRate: null,
  image: null,
  isBoosted: false,
  isAvailable: true,
  createdAt: '2025-08-01T10:00:00Z',
  seller: null,
};

/** The browse finds the guitar only when searched for by its title; 'guitr' finds nothing. */
function stubApi() {
  return stubFetchUrls((url) => {
    if (url.pathname === '/api/listings/price-bounds') return json({ max: 5200 });
    if (url.pathname === '/api/listings/suggestions') return json({ suggestions: ['Yamaha F310 acoustic guitar', 'guitar'] });
    if (url.pathname === '/api/listings') {
      return json(listPage(url.searchParams.get('q') === GUITAR.title ? [GUITAR] : []));
    }
    return undefined;
  });
}

beforeAll(polyfillResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe("the browse page's 'Did you mean'", () => {
  it('offers the closest titles under an empty search, and a click searches for one (filters cleared)', async () => {
    const urls = stubApi();
    const user = userEvent.setup();
    renderWithSearchProbe(<BrowsePage type="sell" />, '/products?q=guitr&condition=new');

    expect(await screen.findByText('Did you mean', {}, { timeout: 4000 })).toBeInTheDocument();
    const asked = urls.find((u) => u.pathname === '/api/listings/suggestions')!;
    expect(asked.searchParams.get('q')).toBe('guitr');
    expect(asked.searchParams.get('type')).toBe('sell');

    await user.click(screen.getByRole('button', { name: 'Yamaha F310 acoustic guitar' }));
    await waitFor(() => expect(shownSearch().get('q')).toBe('Yamaha F310 acoustic guitar'));
    expect(shownSearch().getAll('condition')).toEqual([]);
    expect(await screen.findByRole('link', { name: /Yamaha F310 acoustic guitar/ })).toBeInTheDocument();
  });

  it('does not ask when the search found something', async () => {
    const urls = stubApi();
    renderWithSearchProbe(<BrowsePage type="sell" />, `/products?q=${encodeURIComponent(GUITAR.title)}`);
    expect(await screen.findByRole('link', { name: /Yamaha F310 acoustic guitar/ })).toBeInTheDocument();
    expect(urls.some((u) => u.pathname === '/api/listings/suggestions')).toBe(false);
  });

  it('does not ask when nothing was searched for', async () => {
    const urls = stubApi();
    renderWithSearchProbe(<BrowsePage type="lend" />, '/borrow');
    await waitFor(() => expect(urls.some((u) => u.pathname === '/api/listings')).toBe(true));
    // The empty state is on screen (its words are not this test's concern).
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading listings…' })).toBeNull());
    expect(urls.some((u) => u.pathname === '/api/listings/suggestions')).toBe(false);
    expect(screen.queryByText('Did you mean')).toBeNull();
  });
});

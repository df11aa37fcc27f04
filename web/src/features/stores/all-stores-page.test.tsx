import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreCard } from '@thriftz/client/generated/model';
import { json, problem, stubFetchUrls } from '../../test/api-stub';
import { renderWithSearchProbe, shownSearch } from '../../test/render-route';
import { STORE_CARD, storePage } from '../../test/stores';
import AllStoresPage from './all-stores-page';

const PLAIN: StoreCard = {
  ...STORE_CARD,
  _id: '6f0c2a1e-7b3d-4c8e-9a6f-1d2e3f4a5b6d',
  name: 'Midnight Maggi',
  slug: 'midnight-maggi',
  description: '',
  category: 'food-beverages',
  coverImage: null,
  highlights: [],
  isNew: false,
};

const storeCalls = (urls: URL[]) => urls.filter((u) => u.pathname === '/api/stores');

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('AllStoresPage', () => {
  it('shows the store cards: cover or emoji, NEW, category, About, Highlights and Explore Store', async () => {
    stubFetchUrls(() => json(storePage([STORE_CARD, PLAIN])));
    renderWithSearchProbe(<AllStoresPage />, '/all-stores');

    expect(screen.getByRole('heading', { level: 1, name: 'All Mini Stores' })).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { name: 'Campus Threads' })).closest('article')!;
    expect(within(first).getByText('NEW')).toBeInTheDocument();
    expect(within(first).getByText('Clothing & Fashion')).toBeInTheDocument();
    expect(within(first).getByText(STORE_CARD.description)).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Campus Threads, highlight 1 of 2' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Explore Store/ })).toHaveAttribute('href', '/mini-stores/campus-threads');

    const second = screen.getByRole('heading', { name: 'Midnight Maggi' }).closest('article')!;
    expect(within(second).queryByText('NEW')).not.toBeInTheDocument();
    // No cover: the category's emoji stands in.
    expect(within(second).getAllByRole('img', { name: 'Food & Beverages' })[0]).toHaveTextContent('🍔');
    expect(within(second).getByText('No description available for this store.')).toBeInTheDocument();
    expect(within(second).getByText('No highlights available.')).toBeInTheDocument();
  });

  it('moves through the highlights', async () => {
    stubFetchUrls(() => json(storePage([STORE_CARD])));
    const user = userEvent.setup();
    renderWithSearchProbe(<AllStoresPage />, '/all-stores');
    await user.click(await screen.findByRole('button', { name: 'Next highlight' }));
    expect(screen.getByRole('img', { name: 'Campus Threads, highlight 2 of 2' })).toBeInTheDocument();
  });

  it('binds the category chips to ?category=, all by default', async () => {
    const urls = stubFetchUrls(() => json(storePage([STORE_CARD])));
    const user = userEvent.setup();
    renderWithSearchProbe(<AllStoresPage />, '/all-stores');

    await screen.findByRole('heading', { name: 'Campus Threads' });
    expect(screen.getByRole('button', { name: 'All Stores' })).toHaveAttribute('aria-pressed', 'true');
    expect(storeCalls(urls).at(-1)!.searchParams.has('category')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Electronics' }));
    expect(shownSearch().get('category')).toBe('electronics');
    expect(screen.getByRole('button', { name: 'Electronics' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(storeCalls(urls).at(-1)!.searchParams.get('category')).toBe('electronics'));

    await user.click(screen.getByRole('button', { name: 'All Stores' }));
    expect(shownSearch().has('category')).toBe(false);
  });

  it('reads the category from the URL', async () => {
    const urls = stubFetchUrls(() => json(storePage([STORE_CARD])));
    renderWithSearchProbe(<AllStoresPage />, '/all-stores?category=gaming');
    await screen.findByRole('heading', { name: 'Campus Threads' });
    expect(storeCalls(urls).at(-1)!.searchParams.get('category')).toBe('gaming');
    expect(screen.getByRole('button', { name: 'Gaming' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'No stores found in this category. Try another!' when none", async () => {
    stubFetchUrls(() => json(storePage([])));
    renderWithSearchProbe(<AllStoresPage />, '/all-stores?category=vehicles');
    expect(await screen.findByText('No stores found in this category. Try another!')).toBeInTheDocument();
  });

  it("says 'Failed to load stores. Please try again later.' when the call fails", async () => {
    stubFetchUrls(() => problem(500, 'Internal Server Error'));
    renderWithSearchProbe(<AllStoresPage />, '/all-stores');
    expect(await screen.findByText('Failed to load stores. Please try again later.')).toBeInTheDocument();
  });

  it("shows the sponsored card 'Start Your Own Store!' linking to /mini-stores", async () => {
    stubFetchUrls(() => json(storePage([STORE_CARD])));
    renderWithSearchProbe(<AllStoresPage />, '/all-stores');
    const card = screen.getByRole('complementary', { name: 'Sponsored' });
    expect(within(card).getByText('Start Your Own Store!')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Learn how' })).toHaveAttribute('href', '/mini-stores');
  });

  it('pages through the stores', async () => {
    const urls = stubFetchUrls(() => json({ ...storePage([STORE_CARD], 30) }));
    const user = userEvent.setup();
    renderWithSearchProbe(<AllStoresPage />, '/all-stores');
    await screen.findByRole('heading', { name: 'Campus Threads' });
    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: /Next/ }));
    expect(shownSearch().get('page')).toBe('2');
    await vi.waitFor(() => expect(storeCalls(urls).at(-1)!.searchParams.get('page')).toBe('2'));
  });
});

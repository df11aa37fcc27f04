import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, problem, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { PRODUCT, STORE } from '../../test/stores';
import { HomeStorePicks } from './home-store-picks';

afterEach(() => {
  vi.unstubAllGlobals();
});

const product = (n: number, stock = 5) => ({
  ...PRODUCT,
  _id: `8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c${String(n).padStart(2, '0')}`,
  title: `Boosted product ${n}`,
  stock,
  store: { _id: STORE._id, name: STORE.name, slug: STORE.slug },
});

const renderPicks = () =>
  renderWithClient(
    <MemoryRouter>
      <HomeStorePicks />
    </MemoryRouter>,
  );

describe('HomeStorePicks', () => {
  it('shows the first three boosted products in stock, linked to their pages', async () => {
    const fetchMock = stubFetch({
      '/api/store-products/featured': json([product(1), product(2, 0), product(3), product(4), product(5)]),
    });
    renderPicks();
    const list = await screen.findByRole('list');
    const titles = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Boosted product 1', 'Boosted product 3', 'Boosted product 4']);
    expect(screen.getByRole('link', { name: 'Boosted product 1' })).toHaveAttribute('href', `/mini-stores/${STORE.slug}/product/${product(1)._id}`);
    expect(screen.getByRole('link', { name: /Visit the mini stores/ })).toHaveAttribute('href', '/mini-stores');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('limit=6');
  });

  it('holds the cards’ places while loading', () => {
    stubFetch({ '/api/store-products/featured': () => new Promise<Response>(() => {}) });
    renderPicks();
    expect(screen.getByRole('status', { name: 'Loading picks from the mini stores' })).toBeInTheDocument();
  });

  it('renders nothing when no store has a boosted product in stock, or the call fails', async () => {
    stubFetch({ '/api/store-products/featured': json([product(1, 0)]) });
    const { container } = renderPicks();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    vi.unstubAllGlobals();
    stubFetch({ '/api/store-products/featured': problem(500, 'down') });
    const failed = renderPicks();
    await waitFor(() => expect(failed.container).toBeEmptyDOMElement());
  });
});

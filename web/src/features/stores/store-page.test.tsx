import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store, StoreProduct } from '@thriftz/client/generated/model';
import { json, problem, stubFetchUrls } from '../../test/api-stub';
import { renderRoute, SearchProbe, shownSearch } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import { PRODUCT, STORE, STORE_ID, storePage } from '../../test/stores';
import StorePage from './store-page';

const CHEAP: StoreProduct = {
  ...PRODUCT,
  _id: '9a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5e',
  title: 'Canvas tote',
  price: 349,
  hasSizes: false,
  sizes: [],
  stock: 0,
  isNew: false,
  isHot: true,
};

function stubStore({ store = STORE as Store | Response, products = [PRODUCT, CHEAP] as StoreProduct[] | Response } = {}) {
  return stubFetchUrls((url) => {
    if (url.pathname === '/api/stores/campus-threads') return store instanceof Response ? store : json(store);
    if (url.pathname === '/api/stores/campus-threads/products') return products instanceof Response ? products : json(storePage(products));
    return undefined;
  });
}

const renderStore = (at = '/mini-stores/campus-threads') =>
  renderRoute(
    [
      {
        path: '/mini-stores/:storeName',
        element: (
          <>
            <StorePage />
            <SearchProbe />
          </>
        ),
      },
    ],
    at,
  );

const productCalls = (urls: URL[]) => urls.filter((u) => u.pathname === '/api/stores/campus-threads/products');

beforeAll(polyfillResizeObserver);
afterEach(() => vi.unstubAllGlobals());

describe('StorePage', { timeout: 20_000 }, () => {
  it('shows the store and its products with their price, badges and stock, asking for the default price range', async () => {
    const urls = stubStore();
    renderStore();

    expect(await screen.findByRole('heading', { level: 1, name: 'Campus Threads' })).toBeInTheDocument();
    expect(screen.getByText(STORE.description)).toBeInTheDocument();
    expect(screen.getByText('Hostel 4, North Campus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact the store/ })).toHaveAttribute('href', STORE.contactLink);

    const jacket = (await screen.findByRole('link', { name: PRODUCT.title })).closest('article')!;
    expect(within(jacket).getByText('₹1,299.00')).toBeInTheDocument();
    expect(within(jacket).getByText('NEW')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PRODUCT.title })).toHaveAttribute('href', `/mini-stores/campus-threads/product/${PRODUCT._id}`);
    const tote = screen.getByRole('link', { name: 'Canvas tote' }).closest('article')!;
    expect(within(tote).getByText('Hot')).toBeInTheDocument();
    expect(within(tote).getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();

    const call = productCalls(urls).at(-1)!;
    expect(call.searchParams.get('sort')).toBe('newest');
    expect(call.searchParams.get('minPrice')).toBe('0');
    expect(call.searchParams.get('maxPrice')).toBe('10000');
    expect(call.searchParams.has('categories')).toBe(false);
  });

  it('shows Add Product only to the owner', async () => {
    stubStore();
    const { unmount } = renderStore();
    await screen.findByRole('heading', { level: 1, name: 'Campus Threads' });
    expect(screen.queryByRole('link', { name: 'Add Product' })).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    stubStore({ store: { ...STORE, isOwner: true } });
    renderStore();
    expect(await screen.findByRole('link', { name: 'Add Product' })).toHaveAttribute('href', `/mini-stores/${STORE_ID}/create-product`);
  });

  it('sorts, filters by category and switches to the list view through the sidebar', async () => {
    const urls = stubStore();
    const user = userEvent.setup();
    renderStore();
    const sidebar = await screen.findByRole('complementary', { name: 'Filters & Sort' });

    await user.selectOptions(within(sidebar).getByLabelText('Sort by'), 'price-low');
    expect(shownSearch().get('sort')).toBe('price-low');
    await vi.waitFor(() => expect(productCalls(urls).at(-1)!.searchParams.get('sort')).toBe('price-low'));

    await user.click(within(sidebar).getByLabelText('Electronics'));
    await user.click(within(sidebar).getByLabelText('Books'));
    await vi.waitFor(() => expect(productCalls(urls).at(-1)!.searchParams.get('categories')).toBe('electronics,books'));

    await user.click(within(sidebar).getByRole('button', { name: 'List view' }));
    expect(shownSearch().get('view')).toBe('list');
    expect(within(sidebar).getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('puts a cleared price back to its defaults, 0 and 10000', async () => {
    const urls = stubStore();
    const user = userEvent.setup();
    renderStore('/mini-stores/campus-threads?minPrice=200&maxPrice=800');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters & Sort' });
    await vi.waitFor(() => expect(productCalls(urls).at(-1)!.searchParams.get('minPrice')).toBe('200'));
    expect(productCalls(urls).at(-1)!.searchParams.get('maxPrice')).toBe('800');

    await user.clear(within(sidebar).getByLabelText('Min price'));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(productCalls(urls).at(-1)!.searchParams.get('minPrice')).toBe('0'));
    await user.clear(within(sidebar).getByLabelText('Max price'));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(productCalls(urls).at(-1)!.searchParams.get('maxPrice')).toBe('10000'));
    expect(productCalls(urls).at(-1)!.searchParams.get('minPrice')).toBe('0');
    expect(shownSearch().has('minPrice')).toBe(false);
  });

  it('themes the page by the design preset; scheme 2 hides the sidebar for a compact sort bar; unknown schemes are default', async () => {
    stubStore({ store: { ...STORE, designPreset: { colorScheme: '2' } } });
    const { container, unmount } = renderStore();
    await screen.findByRole('heading', { level: 1, name: 'Campus Threads' });
    expect(container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'minimal');
    expect(screen.queryByRole('complementary', { name: 'Filters & Sort' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    stubStore({ store: { ...STORE, designPreset: { colorScheme: '1' } } });
    const boutique = renderStore();
    await screen.findByRole('heading', { level: 1, name: 'Campus Threads' });
    expect(boutique.container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'boutique');
    boutique.unmount();
    vi.unstubAllGlobals();

    stubStore({ store: { ...STORE, designPreset: { colorScheme: '7' } } });
    const fallback = renderStore();
    await screen.findByRole('heading', { level: 1, name: 'Campus Threads' });
    expect(fallback.container.querySelector('[data-theme]')).toHaveAttribute('data-theme', 'default');
    expect(screen.getByRole('complementary', { name: 'Filters & Sort' })).toBeInTheDocument();
  });

  it("says 'Store Not Found' for an unknown store", async () => {
    stubStore({ store: problem(404, 'Not Found') });
    renderStore();
    expect(await screen.findByText('Store Not Found')).toBeInTheDocument();
    expect(screen.getByText("The store you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it("says 'No Products Available' with 'Check Back Later' for a store without products", async () => {
    stubStore({ products: [] });
    renderStore();
    expect(await screen.findByText('No Products Available')).toBeInTheDocument();
    expect(screen.getByText("This store hasn't added any products yet.")).toBeInTheDocument();
    expect(screen.getByText('Check Back Later')).toBeInTheDocument();
  });

  it("says 'Error loading store' when the store cannot be loaded", async () => {
    stubStore({ store: problem(500, 'Internal Server Error') });
    renderStore();
    expect(await screen.findByText('Error loading store')).toBeInTheDocument();
  });
});

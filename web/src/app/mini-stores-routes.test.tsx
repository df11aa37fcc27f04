import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/api-stub';
import { renderRoute } from '../test/render-route';
import { polyfillIntersectionObserver } from '../test/intersection-observer';
import { polyfillResizeObserver } from '../test/resize-observer';
import { EMPTY_SHOWCASE, PRODUCT, PRODUCT_ID, STORE, STORE_CARD, STORE_ID, storePage } from '../test/stores';
import { appRoutes } from './router';
import { spyOnToasts } from '../test/toasts';

spyOnToasts();

beforeAll(() => {
  polyfillResizeObserver();
  polyfillIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

// Each route's lazy chunk loads first: cold, beside the API tests, that can take seconds.
const LAZY = { timeout: 15_000 };

describe('the mini-store routes', { timeout: 30_000 }, () => {
  it("send a visitor from Add New Product to log in, and back after: 'Please login to create a product'", async () => {
    stubFetch({ [`/api/stores/${STORE_ID}`]: json({ ...STORE, isOwner: false }) }, { session: null });
    const { router } = renderRoute(appRoutes, `/mini-stores/${STORE_ID}/create-product`);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY);
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(`/mini-stores/${STORE_ID}/create-product`);
    expect(toast.info).toHaveBeenCalledWith('Please login to create a product');
  });

  it('open /mini-stores, with Mini Stores in the header and How Mini Stores Work in the footer', async () => {
    stubFetch(
      {
        '/api/stores/showcase': json(EMPTY_SHOWCASE),
        '/api/stores': json(storePage([])),
        '/api/store-products/featured': json([]),
      },
      { session: null },
    );
    renderRoute(appRoutes, '/mini-stores');

    expect(await screen.findByRole('heading', { name: 'Welcome to Mini Stores' }, LAZY)).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Mini Stores' })).toHaveAttribute('href', '/mini-stores');
    expect(within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'How Mini Stores Work' })).toHaveAttribute('href', '/how-it-works');
  });

  it('open /all-stores, a store by its slug and its product', async () => {
    stubFetch(
      {
        '/api/stores': json(storePage([STORE_CARD])),
        '/api/stores/campus-threads': json(STORE),
        '/api/stores/campus-threads/products': json(storePage([PRODUCT])),
        [`/api/stores/campus-threads/products/${PRODUCT_ID}`]: json(PRODUCT),
      },
      { session: null },
    );
    const { router } = renderRoute(appRoutes, '/all-stores?category=clothing-fashion');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Mini Stores' }, LAZY)).toBeInTheDocument();

    await router.navigate('/mini-stores/campus-threads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campus Threads' }, LAZY)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: PRODUCT.title }, LAZY)).toBeInTheDocument();

    await router.navigate(`/mini-stores/campus-threads/product/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.title }, LAZY)).toBeInTheDocument();
  });
});

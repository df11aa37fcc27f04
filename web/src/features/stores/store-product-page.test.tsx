import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoreProduct } from '@thriftz/client/generated/model';
import { CART_STORAGE_KEY, clearCart } from '../../lib/cart';
import { json, problem, stubFetch } from '../../test/api-stub';
import { polyfillIntersectionObserver } from '../../test/intersection-observer';
import { renderRoute } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import { PRODUCT, PRODUCT_ID, STORE_ID } from '../../test/stores';
import StoreProductPage from './store-product-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const PATH = `/api/stores/campus-threads/products/${PRODUCT_ID}`;

function renderProduct(answer: Response) {
  stubFetch({ [PATH]: answer });
  return renderRoute(
    [{ path: '/mini-stores/:storeSlug/product/:productId', element: <StoreProductPage /> }],
    `/mini-stores/campus-threads/product/${PRODUCT_ID}`,
  );
}

const storedCart = () => JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as Array<Record<string, unknown>>;

beforeAll(() => {
  polyfillResizeObserver();
  polyfillIntersectionObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearCart();
});

describe('StoreProductPage', () => {
  it('shows the product: pictures, title, price, stock, sizes (sold-out sizes disabled) and description', async () => {
    renderProduct(json(PRODUCT));

    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.title })).toBeInTheDocument();
    expect(screen.getByText('₹1,299.00')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${PRODUCT.title}, picture 1 of 1` })).toBeInTheDocument();
    expect(screen.getByText(PRODUCT.description)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S (out of stock)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Campus Threads' })).toHaveAttribute('href', '/mini-stores/campus-threads');
    expect(screen.queryByText('Boosted')).not.toBeInTheDocument();
  });

  it("asks for a size first, then adds the chosen size and quantity to the cart: 'Added to cart!'", async () => {
    const user = userEvent.setup();
    renderProduct(json(PRODUCT));

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(toast.error).toHaveBeenCalledWith('Please select a size first');
    expect(storedCart()).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    // M has 2: the quantity stops there.
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(toast.success).toHaveBeenCalledWith('Added to cart!');
    expect(storedCart()).toEqual([
      expect.objectContaining({
        _id: PRODUCT_ID,
        title: PRODUCT.title,
        price: 1299,
        size: 'M',
        quantity: 2,
        stock: 2,
        store: { _id: STORE_ID, name: 'Campus Threads', slug: 'campus-threads' },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
  });

  it("says 'This product is out of stock' and adds nothing when the stock is 0", async () => {
    const user = userEvent.setup();
    renderProduct(json({ ...PRODUCT, stock: 0, hasSizes: false, sizes: [] } satisfies StoreProduct));

    expect(await screen.findByText('Out of Stock', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Out of Stock' }));
    expect(toast.error).toHaveBeenCalledWith('This product is out of stock');
    expect(storedCart()).toEqual([]);
  });

  it('adds a product without sizes at once', async () => {
    const user = userEvent.setup();
    renderProduct(json({ ...PRODUCT, stock: 12, hasSizes: false, sizes: [] } satisfies StoreProduct));
    expect(await screen.findByText('In stock')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toEqual([expect.objectContaining({ size: null, quantity: 1 })]);
  });

  it('shows the fire badge when the product is boosted in the mini stores', async () => {
    renderProduct(json({ ...PRODUCT, boosted: true, boostLocation: 'miniStore', boostTime: '2025-08-04T10:00:00Z' } satisfies StoreProduct));
    expect(await screen.findByText('Boosted')).toBeInTheDocument();
  });

  it("copies the link where there is no share sheet: 'Link copied to clipboard!'", async () => {
    const user = userEvent.setup();
    renderProduct(json(PRODUCT));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard!'));
    // The page's own address (a memory router leaves jsdom's where it was).
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
  });

  it("says 'Product Not Found' with Go Back for a missing product", async () => {
    renderProduct(problem(404, 'Not Found'));
    expect(await screen.findByText('Product Not Found')).toBeInTheDocument();
    expect(screen.getByText('The product you are looking for does not exist or is not available in this store.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it("says 'Product Not Found' for another store's product", async () => {
    renderProduct(json({ ...PRODUCT, store: { _id: '7f0c2a1e-7b3d-4c8e-9a6f-1d2e3f4a5b6c', name: 'Other', slug: 'other-store' } } satisfies StoreProduct));
    expect(await screen.findByText('Product Not Found')).toBeInTheDocument();
  });
});

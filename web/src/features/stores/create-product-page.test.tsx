import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Store } from '@thriftz/client/generated/model';
import { json, problem, stubFetch } from '../../test/api-stub';
import { ELSEWHERE, renderRoute } from '../../test/render-route';
import { polyfillResizeObserver } from '../../test/resize-observer';
import { PRODUCT, STORE, STORE_ID } from '../../test/stores';
import CreateProductPage from './create-product-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const OWNED: Store = { ...STORE, isOwner: true };
const AT = `/mini-stores/${STORE_ID}/create-product`;

/** The store answers with `store`; the product's POST with `created`. Returns the bodies sent. */
function stubCreate({ store = json(OWNED), created = () => json(PRODUCT, 201) }: { store?: Response; created?: () => Response } = {}) {
  const bodies: unknown[] = [];
  stubFetch({
    [`/api/stores/${STORE_ID}`]: store,
    [`POST /api/stores/${STORE_ID}/products`]: (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return created();
    },
  });
  return bodies;
}

const renderCreate = () => renderRoute([{ path: '/mini-stores/:storeId/create-product', element: <CreateProductPage /> }, ELSEWHERE], AT);

type User = ReturnType<typeof userEvent.setup>;
const form = () => within(screen.getByRole('form', { name: 'Add New Product' }));
const formReady = () => screen.findByRole('form', { name: 'Add New Product' });
const submit = (user: User) => user.click(form().getByRole('button', { name: 'Create Product' }));

beforeAll(polyfillResizeObserver);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CreateProductPage', { timeout: 20_000 }, () => {
  it("creates the product, says 'Product created successfully!' and goes to the store page", async () => {
    const bodies = stubCreate();
    const user = userEvent.setup();
    const { router } = renderCreate();

    await formReady();
    await user.type(form().getByLabelText(/^Title/), '  Denim jacket ');
    await user.type(form().getByLabelText(/^Description/), 'Size M, barely worn.');
    await user.type(form().getByLabelText(/^Price/), '1299.50');
    await user.clear(form().getByLabelText(/^Stock/));
    await user.type(form().getByLabelText(/^Stock/), '4');
    await user.selectOptions(form().getByLabelText(/^Category/), 'clothing');
    expect(form().getByText('PNG, JPG up to 25MB')).toBeInTheDocument();
    await submit(user);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mini-stores/campus-threads'));
    expect(bodies).toEqual([
      { title: 'Denim jacket', description: 'Size M, barely worn.', price: 1299.5, stock: 4, category: 'clothing', hasSizes: false },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Product created successfully!');
  });

  it('sends the sizes with their stock when the product has different sizes', async () => {
    const bodies = stubCreate();
    const user = userEvent.setup();
    renderCreate();

    await formReady();
    await user.type(form().getByLabelText(/^Title/), 'Hoodie');
    await user.type(form().getByLabelText(/^Price/), '899');
    await user.click(form().getByLabelText('This product has different sizes'));
    await user.type(form().getByLabelText('Size 1'), 'M');
    const stocks = () => form().getAllByLabelText('Stock');
    await user.clear(stocks()[0]!);
    await user.type(stocks()[0]!, '3');
    await user.click(form().getByRole('button', { name: 'Add size' }));
    await user.type(form().getByLabelText('Size 2'), 'L');
    await user.clear(stocks()[1]!);
    await user.type(stocks()[1]!, '2');
    await user.click(form().getByRole('button', { name: 'Add size' }));
    await user.click(form().getByRole('button', { name: 'Remove size 3' }));
    await submit(user);

    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      title: 'Hoodie',
      price: 899,
      stock: 5,
      hasSizes: true,
      sizes: [
        { size: 'M', stock: 3 },
        { size: 'L', stock: 2 },
      ],
    });
  });

  it("says 'Please fill in all required fields' for a missing title or price and sends nothing", async () => {
    const bodies = stubCreate();
    const user = userEvent.setup();
    renderCreate();

    await formReady();
    await user.type(form().getByLabelText(/^Description/), 'No title, no price');
    await submit(user);

    expect(await form().findAllByText('Please fill in all required fields')).toHaveLength(2);
    expect(form().getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(form().getByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledWith('Please fill in all required fields');
    expect(bodies).toHaveLength(0);
  });

  it("turns away a student who does not own the store: 'You can only add products to your own store', to /mini-stores", async () => {
    stubCreate({ store: json(STORE) });
    const { router } = renderCreate();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mini-stores'));
    expect(toast.error).toHaveBeenCalledWith('You can only add products to your own store', expect.anything());
  });

  it("says 'Store not found' for a missing store", async () => {
    stubCreate({ store: problem(404, 'Not Found') });
    renderCreate();
    expect(await screen.findByText('Store not found')).toBeInTheDocument();
  });

  it("shows the server's words when it refuses, else 'Error creating product. Please try again.'", async () => {
    stubCreate({
      created: () => json({ type: 'about:blank', title: 'Forbidden', status: 403, detail: 'You can only add products to your own store' }, 403),
    });
    const user = userEvent.setup();
    renderCreate();
    await formReady();
    await user.type(form().getByLabelText(/^Title/), 'Mug');
    await user.type(form().getByLabelText(/^Price/), '199');
    await submit(user);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('You can only add products to your own store'));

    vi.unstubAllGlobals();
    stubCreate({ created: () => problem(500, 'Internal Server Error') });
    await submit(user);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error creating product. Please try again.'));
  });
});

import { json, stubFetch } from '@web/test/api-stub';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Image, StoreProduct } from '@thriftz/client/generated/model';
import { DASHBOARD, product, SESSION } from '../../test/fixtures';
import { renderPortal } from '../../test/render';
import { toast } from 'sonner';
import { spyOnToasts } from '@web/test/toasts';

spyOnToasts();

// Uploads resolve at once, or with the reason a test gives the file's name.
const uploads = vi.hoisted(() => ({ fail: new Map<string, string>() }));
vi.mock('../../lib/upload-image', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/upload-image')>();
  return {
    ...original,
    uploadPortalImage: (file: File, progress: (fraction: number) => void) => {
      progress(0.5);
      const reason = uploads.fail.get(file.name);
      const image: Image = { _id: `0000000${file.name.length}-1111-4222-8333-444444444444`, thumbUrl: '/t', cardUrl: '/c', mainUrl: '/m' };
      return { promise: reason ? Promise.reject(new original.UploadError(reason)) : Promise.resolve(image), abort: () => {} };
    },
  };
});

const JACKET = product({ title: 'Denim Jacket' });
const LAMP = product({ title: 'Desk Lamp', category: 'home', price: 350, isActive: false, stock: 0 });
const page = (items: StoreProduct[]) => ({ items, total: items.length, page: 1, pageSize: 100 });

function stubProducts(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/store-portal/session': json(SESSION),
    'GET /api/store-portal/dashboard': json(DASHBOARD),
    'GET /api/store-portal/products': (url) => {
      const search = url.searchParams.get('search')?.toLowerCase();
      const category = url.searchParams.get('category');
      return json(page([JACKET, LAMP].filter((p) => (!search || p.title.toLowerCase().includes(search)) && (!category || p.category === category))));
    },
    ...(extra as object),
  });
}

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => String(url).startsWith(path) && init?.method === method)?.[1]?.body));

beforeEach(() => {
  uploads.fail.clear();
});

async function openProducts() {
  renderPortal('/?tab=products');
  // The first render loads the tab's lazy chunk: cold, beside other suites, that can take seconds.
  return screen.findByRole('list', { name: 'Products' }, { timeout: 15_000 });
}

describe('the products tab', () => {
  it('lists every product with its state, and filters by title and category', async () => {
    const fetchMock = stubProducts();
    const list = await openProducts();
    expect(within(list).getByText('Denim Jacket')).toBeInTheDocument();
    expect(within(list).getByText('Inactive')).toBeInTheDocument();
    expect(within(list).getByText('Out of stock')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products by title' }), 'lamp');
    await waitFor(() => expect(screen.queryByText('Denim Jacket')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('search=lamp'), expect.anything());

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search products by title' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'clothing');
    await waitFor(() => expect(screen.queryByText('Desk Lamp')).not.toBeInTheDocument());
    expect(await screen.findByText('Denim Jacket')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/store-portal/products?category=clothing&pageSize=100', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("asks for the required fields, then adds the product with its sizes and uploaded images", async () => {
    const fetchMock = stubProducts({ 'POST /api/store-portal/products': json(product({ title: 'Kurta' }), 201) });
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(toast.error).toHaveBeenCalledWith('Please fill in all required fields');

    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Kurta');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '499.5');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Category/), 'clothing');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'This product has sizes' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Size 1' }), 'M');
    const stock = within(dialog).getByRole('spinbutton', { name: 'Stock for size 1' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '4');

    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'bb.png', { type: 'image/png' }), new File(['c'], 'notes.pdf', { type: 'application/pdf' })];
    await userEvent.upload(within(dialog).getByLabelText('Add images'), files, { applyAccept: false });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 image(s) uploaded successfully'));
    expect(toast.error).toHaveBeenCalledWith('Only image files are allowed');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product added successfully'));
    expect(bodyOf(fetchMock, 'POST', '/api/store-portal/products')).toEqual({
      title: 'Kurta',
      description: '',
      price: 499.5,
      category: 'clothing',
      stock: 0,
      hasSizes: true,
      sizes: [{ size: 'M', stock: 4 }],
      imageIds: ['00000005-1111-4222-8333-444444444444', '00000006-1111-4222-8333-444444444444'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("refuses a size listed twice in any case ('M' and 'm') before sending", async () => {
    const fetchMock = stubProducts({ 'POST /api/store-portal/products': json(product({ title: 'Kurta' }), 201) });
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Product' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Kurta');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '499');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Category/), 'clothing');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'This product has sizes' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Size 1' }), 'M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add size' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Size 2' }), ' m');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    expect(toast.error).toHaveBeenCalledWith('Each size can be listed only once.');
    expect(within(dialog).getByRole('textbox', { name: 'Size 2' })).toHaveAccessibleDescription('Each size can be listed only once.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Size 2' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Size 2' }), 'L');
    expect(within(dialog).queryByText('Each size can be listed only once.')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product added successfully'));
    expect(bodyOf(fetchMock, 'POST', '/api/store-portal/products').sizes).toEqual([{ size: 'M', stock: 0 }, { size: 'L', stock: 0 }]);
  });

  it("says 'Only image files are allowed' when the picker is given a file that is not a picture", async () => {
    stubProducts();
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('Add images'), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Only image files are allowed'));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalledWith(expect.stringContaining('uploaded'));
  });

  it('names the reason an upload failed', async () => {
    uploads.fail.set('big.jpg', 'Upload failed with status 413');
    stubProducts();
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('Add images'), new File(['x'], 'big.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to upload images: Upload failed with status 413'));
    expect(within(dialog).getByText('Upload failed')).toBeInTheDocument();
  });

  it('edits a product, keeping what it had', async () => {
    const fetchMock = stubProducts({ [`PATCH /api/store-portal/products/${JACKET._id}`]: json({ ...JACKET, price: 799 }) });
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Denim Jacket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const price = within(dialog).getByLabelText(/Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '799');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product updated successfully'));
    expect(bodyOf(fetchMock, 'PATCH', `/api/store-portal/products/${JACKET._id}`)).toMatchObject({ title: 'Denim Jacket', price: 799, category: 'clothing', stock: 3 });
  });

  it("says 'Failed to save product' when the server fails", async () => {
    stubProducts({ 'POST /api/store-portal/products': json({ type: 'about:blank', title: 'Error', status: 500 }, 500) });
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Kurta');
    await userEvent.type(within(dialog).getByLabelText(/Price/), '100');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Category/), 'other');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Product' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to save product'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('activates and deactivates a product', async () => {
    const fetchMock = stubProducts({
      [`PATCH /api/store-portal/products/${LAMP._id}`]: json({ ...LAMP, isActive: true }),
      [`PATCH /api/store-portal/products/${JACKET._id}`]: json({ type: 'about:blank', title: 'Not Found', status: 404, detail: 'Product not found' }, 404),
    });
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Desk Lamp' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product activated successfully'));
    expect(bodyOf(fetchMock, 'PATCH', `/api/store-portal/products/${LAMP._id}`)).toEqual({ isActive: true });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Denim Jacket' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to update product status: Product not found'));
  });

  it('deletes a product only after the confirmation', async () => {
    const fetchMock = stubProducts({ [`DELETE /api/store-portal/products/${JACKET._id}`]: new Response(null, { status: 204 }) });
    await openProducts();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Denim Jacket' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: 'DELETE' }));
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product deleted successfully'));
  });
});

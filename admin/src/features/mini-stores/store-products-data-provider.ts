import type { DataProvider } from 'react-admin';
import { listAdminStoreProducts, updateAdminStoreProduct } from '../../api/generated/admin-commerce/admin-commerce';
import type { AdminStoreProduct, ListAdminStoreProductsParams } from '../../api/generated/model';
import { asResult, completeProvider, toPage } from '../../data/resource-provider';

export const STORE_PRODUCTS_RESOURCE = 'store-products';
export type { AdminStoreProduct };

/** Every store's products over /api/admin/store-products (newest first), filtered by store and title. */
export const storeProductsDataProvider: DataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const query: ListAdminStoreProductsParams = toPage(params.pagination);
    const q = typeof params.filter?.q === 'string' ? params.filter.q.trim().slice(0, 100) : '';
    if (q) query.q = q;
    if (typeof params.filter?.storeId === 'string' && params.filter.storeId) query.storeId = params.filter.storeId;
    const page = await listAdminStoreProducts(query, params.signal ? { signal: params.signal } : undefined);
    return asResult({ data: page.items, total: page.total });
  },

  async update(_resource, params) {
    const isActive: unknown = params.data?.isActive;
    if (typeof isActive !== 'boolean') throw new Error('dataProvider.update for "store-products" only changes isActive (a boolean).');
    return asResult({ data: await updateAdminStoreProduct(String(params.id), { isActive }) });
  },
});

import type { DataProvider } from 'react-admin';
import { listAdminStoreProducts, updateAdminStoreProduct } from '@thriftz/client/generated/admin-commerce/admin-commerce';
import type { AdminStoreProduct } from '@thriftz/client/generated/model';
import { activeUpdate, completeProvider, listFrom } from '../../lib/resource-provider';
import { searchText } from '../../lib/underscore-id';

export const STORE_PRODUCTS_RESOURCE = 'store-products';
export type { AdminStoreProduct };

/** Every store's products over /api/admin/store-products (newest first), filtered by store and title. */
export const storeProductsDataProvider: DataProvider = completeProvider({
  supportAbortSignal: true,

  getList: listFrom(listAdminStoreProducts, (filter) => ({
    q: searchText(filter.q),
    storeId: typeof filter.storeId === 'string' && filter.storeId ? filter.storeId : undefined,
  })),

  update: activeUpdate(STORE_PRODUCTS_RESOURCE, updateAdminStoreProduct),
});

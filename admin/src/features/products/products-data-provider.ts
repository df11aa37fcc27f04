import type { DataProvider } from 'react-admin';
import { listAdminListings, updateAdminListing } from '@thriftz/client/generated/admin-commerce/admin-commerce';
import type { AdminListing, ListAdminListingsParams, ListAdminListingsStatus } from '@thriftz/client/generated/model';
import { asResult, completeProvider, toPage } from '../../lib/resource-provider';

export const PRODUCTS_RESOURCE = 'products';
export type { AdminListing };

export const LISTING_STATUSES: readonly ListAdminListingsStatus[] = ['all', 'available', 'unavailable'];

function toParams(filter: Record<string, unknown> | undefined, pagination: { page?: number; perPage?: number } | undefined) {
  const params: ListAdminListingsParams = toPage(pagination);
  const q = typeof filter?.q === 'string' ? filter.q.trim().slice(0, 100) : '';
  if (q) params.q = q;
  const status = filter?.status;
  if (typeof status === 'string' && status !== 'all' && (LISTING_STATUSES as readonly string[]).includes(status)) {
    params.status = status as ListAdminListingsStatus;
  }
  return params;
}

/** Students' listings (the spec's "product listings") over GET/PATCH /api/admin/listings; always newest first. */
export const productsDataProvider: DataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const page = await listAdminListings(toParams(params.filter, params.pagination), params.signal ? { signal: params.signal } : undefined);
    return asResult({ data: page.items, total: page.total });
  },

  async update(_resource, params) {
    const isAvailable: unknown = params.data?.isAvailable;
    if (typeof isAvailable !== 'boolean') throw new Error('dataProvider.update for "products" only changes isAvailable (a boolean).');
    return asResult({ data: await updateAdminListing(String(params.id), { isAvailable }) });
  },
});

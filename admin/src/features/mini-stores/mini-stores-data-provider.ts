import type { DataProvider, Identifier } from 'react-admin';
import { deleteAdminStore, listAdminStores, regenerateAdminStoreEntryCode } from '../../api/generated/admin-commerce/admin-commerce';
import type { AdminStore, ListAdminStoresParams } from '../../api/generated/model';
import { asResult, completeProvider, toPage } from '../../data/resource-provider';

export const MINI_STORES_RESOURCE = 'mini-stores';
export type { AdminStore };

/** Mini stores over /api/admin/stores (newest first), with the entry-code regeneration react-admin has no verb for. */
export const miniStoresDataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const query: ListAdminStoresParams = toPage(params.pagination);
    const q = typeof params.filter?.q === 'string' ? params.filter.q.trim().slice(0, 100) : '';
    if (q) query.q = q;
    const page = await listAdminStores(query, params.signal ? { signal: params.signal } : undefined);
    return asResult({ data: page.items, total: page.total });
  },

  async delete(_resource, params) {
    await deleteAdminStore(String(params.id));
    return asResult({ data: params.previousData ?? { id: params.id } });
  },

  /** The new 16-digit code, answered this once. */
  async regenerateEntryCode(_resource: string, params: { id: Identifier }): Promise<{ entryCode: string }> {
    return regenerateAdminStoreEntryCode(String(params.id));
  },
});

export type MiniStoresDataProvider = DataProvider & {
  regenerateEntryCode(resource: string, params: { id: Identifier }): Promise<{ entryCode: string }>;
};

import type { DataProvider, Identifier } from 'react-admin';
import { deleteAdminStore, listAdminStores, regenerateAdminStoreEntryCode } from '@thriftz/client/generated/admin-commerce/admin-commerce';
import type { AdminStore } from '@thriftz/client/generated/model';
import { completeProvider, deleteWith, listFrom } from '../../lib/resource-provider';
import { searchText } from '../../lib/underscore-id';

export const MINI_STORES_RESOURCE = 'mini-stores';
export type { AdminStore };

/** Mini stores over /api/admin/stores (newest first), with the entry-code regeneration react-admin has no verb for. */
export const miniStoresDataProvider = completeProvider({
  supportAbortSignal: true,

  getList: listFrom(listAdminStores, (filter) => ({ q: searchText(filter.q) })),

  delete: deleteWith(deleteAdminStore),

  /** The new 16-digit code, answered this once. */
  async regenerateEntryCode(_resource: string, params: { id: Identifier }): Promise<{ entryCode: string }> {
    return regenerateAdminStoreEntryCode(String(params.id));
  },
});

export type MiniStoresDataProvider = DataProvider & {
  regenerateEntryCode(resource: string, params: { id: Identifier }): Promise<{ entryCode: string }>;
};

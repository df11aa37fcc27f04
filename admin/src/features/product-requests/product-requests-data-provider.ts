import { deleteAdminItemRequest, listAdminItemRequests, setAdminItemRequestStatus } from '@thriftz/client/generated/admin/admin';
import type { AdminItemRequest, RequestCategory, RequestType } from '@thriftz/client/generated/model';
import { activeUpdate, completeProvider, deleteWith, listFrom } from '../../lib/resource-provider';
import { searchAndPick, withId } from '../../lib/underscore-id';

export const PRODUCT_REQUESTS_RESOURCE = 'product-requests';

export type ProductRequestRecord = AdminItemRequest & { id: string };

/** The spec's three filter categories first (2.3), then the rest of the request categories (3). */
export const REQUEST_CATEGORIES: readonly RequestCategory[] = [
  'textbooks',
  'electronics',
  'furniture',
  'lab-equipment',
  'clothing',
  'accessories',
  'roommate-housing',
  'gaming',
  'vehicles',
  'art-collectibles',
  'other',
];
export const REQUEST_TYPES: readonly RequestType[] = ['buy', 'rent'];
const STATUSES = ['all', 'active', 'inactive'] as const;

/** The documented /api/request-product/* calls behind react-admin's list, update (isActive only) and delete. */
export const productRequestsDataProvider = completeProvider({
  supportAbortSignal: true,

  getList: listFrom(
    listAdminItemRequests,
    (filter) => searchAndPick(filter, { status: STATUSES, requestType: REQUEST_TYPES, category: REQUEST_CATEGORIES }),
    withId,
  ),

  update: activeUpdate(PRODUCT_REQUESTS_RESOURCE, setAdminItemRequestStatus, withId),

  delete: deleteWith(deleteAdminItemRequest),
});

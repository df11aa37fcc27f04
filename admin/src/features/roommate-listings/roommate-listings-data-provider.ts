import {
  deleteAdminRoommateListing,
  listAdminRoommateListings,
  setAdminRoommateListingStatus,
} from '../../api/generated/admin/admin';
import type { AccommodationType, AdminRoommateListing, ListAdminRoommateListingsParams } from '../../api/generated/model';
import { asResult, completeProvider, toPage } from '../../data/resource-provider';
import { pick, searchText, withId } from '../../data/underscore-id';

export const ROOMMATE_LISTINGS_RESOURCE = 'roommate-listings';

export type RoommateListingRecord = AdminRoommateListing & { id: string };

export const ACCOMMODATION_TYPES: readonly AccommodationType[] = ['flat-apartment', 'pg', 'college-hostel'];
export const ACCOMMODATION_LABELS: Record<AccommodationType, string> = {
  'flat-apartment': 'Flat/Apartment',
  pg: 'PG',
  'college-hostel': 'College hostel',
};
export const MODERATION_STATUSES = ['all', 'active', 'inactive'] as const;

/** The documented /api/roommate-finder/* calls behind react-admin's list, update (isActive only) and delete. */
export const roommateListingsDataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const query: ListAdminRoommateListingsParams = {
      ...toPage(params.pagination),
      q: searchText(filter.q),
      status: pick(filter.status, MODERATION_STATUSES),
      accommodationType: pick(filter.accommodationType, ACCOMMODATION_TYPES),
    };
    const page = await listAdminRoommateListings(query, params.signal ? { signal: params.signal } : undefined);
    return asResult({ data: page.items.map(withId), total: page.total });
  },

  async update(_resource, params) {
    const isActive: unknown = params.data?.isActive;
    if (typeof isActive !== 'boolean') throw new Error('dataProvider.update for "roommate-listings" only changes isActive.');
    return asResult({ data: withId(await setAdminRoommateListingStatus(String(params.id), { isActive })) });
  },

  async delete(_resource, params) {
    await deleteAdminRoommateListing(String(params.id));
    return asResult({ data: params.previousData ?? { id: params.id } });
  },
});

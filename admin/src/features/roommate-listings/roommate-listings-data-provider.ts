import {
  deleteAdminRoommateListing,
  listAdminRoommateListings,
  setAdminRoommateListingStatus,
} from '@thriftz/client/generated/admin/admin';
import type { AccommodationType, AdminRoommateListing } from '@thriftz/client/generated/model';
import { activeUpdate, completeProvider, deleteWith, listFrom } from '../../lib/resource-provider';
import { searchAndPick, withId } from '../../lib/underscore-id';

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

  getList: listFrom(
    listAdminRoommateListings,
    (filter) => searchAndPick(filter, { status: MODERATION_STATUSES, accommodationType: ACCOMMODATION_TYPES }),
    withId,
  ),

  update: activeUpdate(ROOMMATE_LISTINGS_RESOURCE, setAdminRoommateListingStatus, withId),

  delete: deleteWith(deleteAdminRoommateListing),
});

// The back office's view of roommate posts: its filter, its row and item, its stat cards (the posts
// kernel's moderatedPosts does the rest; the admin module's routes call it through index.ts).
import type { Schemas } from '../../http/contract.js';
import { lifeOf, locationOf, moderatedPosts, type ModerationStatus } from '../../posts/index.js';
import { toImage } from '../images/index.js';
import { roommateKind } from './roommates.kind.js';
import type { AccommodationType, RoommateDetailRow } from './roommates.repository.js';

export interface AdminRoommateFilter {
  q?: string;
  status: ModerationStatus;
  accommodationType?: AccommodationType;
}

/** A post as the back office sees it: its poster's name and e-mail. */
export type AdminRoommateRow = Pick<
  RoommateDetailRow,
  | 'id' | 'title' | 'description' | 'accommodationType' | 'budget' | 'locationLat' | 'locationLng' | 'contactInfo' | 'isActive'
  | 'expiresAt' | 'createdAt' | 'genderPref' | 'ageRange' | 'otherPreferences' | 'postedById' | 'posterName' | 'imageIds'
> & { posterEmail: string };

const toAdminRoommateListing = (row: AdminRoommateRow): Schemas['AdminRoommateListing'] => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  accommodationType: row.accommodationType,
  budget: row.budget,
  location: locationOf(row),
  postedBy: { _id: row.postedById, fullName: row.posterName, email: row.posterEmail },
  contactInfo: row.contactInfo,
  ...lifeOf(row),
  roommatePreferences: { gender: row.genderPref, ageRange: row.ageRange, otherPreferences: row.otherPreferences },
  images: (row.imageIds ?? []).map(toImage),
});

/** The back office's functions over roommate posts (see moderatedPosts): the admin module's panel calls these. */
export const roommateModeration = moderatedPosts<AdminRoommateFilter, AdminRoommateRow, Schemas['AdminRoommateStats'], Schemas['AdminRoommateListing']>(
  roommateKind,
  {
  columns: [
    'r.id', 'r.title', 'r.description', 'r.accommodationType', 'r.budget', 'r.locationLat', 'r.locationLng',
    'r.contactInfo', 'r.isActive', 'r.expiresAt', 'r.createdAt', 'r.genderPref', 'r.ageRange', 'r.otherPreferences',
    'r.postedById', 'u.fullName as posterName', 'u.email as posterEmail',
  ],
  narrow: (query, filter) => (filter.accommodationType ? query.where('r.accommodationType', filter.accommodationType) : query),
  statCards: { apartments: "r.accommodation_type = 'flat-apartment'", pgHostels: "r.accommodation_type IN ('pg', 'college-hostel')" },
  toItem: toAdminRoommateListing,
  },
);

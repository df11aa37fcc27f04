// The Roommate Finder panel's rules: every post in the admin's view, its switch and its delete.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import { recordAudit } from '../audit/index.js';
import { toImage } from '../images/index.js';
import {
  deleteRoommatePost,
  findRoommatePostForAdmin,
  listRoommatePostsForAdmin,
  ROOMMATE_NOT_FOUND,
  roommatePostStats,
  setRoommatePostActive,
  type AdminRoommateFilter,
  type AdminRoommateRow,
} from '../roommates/index.js';
import type { SessionUser } from '../users/index.js';

const toAdminRoommateListing = (row: AdminRoommateRow): Schemas['AdminRoommateListing'] => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  accommodationType: row.accommodationType,
  budget: row.budget,
  location: row.locationLat === null || row.locationLng === null ? null : { lat: row.locationLat, lng: row.locationLng },
  postedBy: { _id: row.postedById, fullName: row.posterName, email: row.posterEmail },
  contactInfo: row.contactInfo,
  isActive: row.isActive,
  expirationDate: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  roommatePreferences: { gender: row.genderPref, ageRange: row.ageRange, otherPreferences: row.otherPreferences },
  images: (row.imageIds ?? []).map(toImage),
});

export async function listRoommateListings(db: Db, filter: AdminRoommateFilter, page: number, pageSize: number) {
  const { items, total } = await listRoommatePostsForAdmin(db, filter, page, pageSize);
  return { items: items.map(toAdminRoommateListing), total, page, pageSize };
}

export const roommateStats = (db: Db): Promise<Schemas['AdminRoommateStats']> => roommatePostStats(db);

/** The switch and its audit entry commit together. */
export async function setRoommateListingActive(db: Db, admin: SessionUser, id: string, isActive: boolean) {
  const row = await db.transaction(async (trx) => {
    if (!(await setRoommatePostActive(trx, id, isActive))) throw notFound(ROOMMATE_NOT_FOUND);
    const post = (await findRoommatePostForAdmin(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: isActive ? 'roommate-listing.activate' : 'roommate-listing.deactivate',
      targetType: 'roommate-listing',
      targetId: id,
      summary: `${isActive ? 'Activated' : 'Deactivated'} the roommate listing "${post.title}" by ${post.posterName}`,
    });
    return post;
  });
  return toAdminRoommateListing(row);
}

/** The roommates module's own delete (an admin may delete any post), audited in its transaction; the pictures' files go after the commit. */
export const deleteRoommateListing = (db: Db, dataDir: string, admin: SessionUser, id: string) =>
  deleteRoommatePost(db, dataDir, admin, id, async (trx) => {
    const post = (await findRoommatePostForAdmin(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'roommate-listing.delete',
      targetType: 'roommate-listing',
      targetId: id,
      summary: `Deleted the roommate listing "${post.title}" by ${post.posterName}`,
    });
  });

// The back office's reads and switch of roommate posts: every post whatever its state, with its
// real poster (the admin module's moderation routes call these through index.ts).
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { byCreation, liveSql, pageOf, whereModerated, type ModerationStatus } from '../../posts/index.js';
import { withImageIds } from '../images/index.js';
import type { AccommodationType, Gender } from './roommates.repository.js';

export interface AdminRoommateFilter {
  q?: string;
  status: ModerationStatus;
  accommodationType?: AccommodationType;
}

export interface AdminRoommateRow {
  id: string;
  title: string;
  description: string;
  accommodationType: AccommodationType;
  budget: number;
  locationLat: number | null;
  locationLng: number | null;
  contactInfo: string;
  isActive: boolean;
  expiresAt: Date;
  createdAt: Date;
  genderPref: Gender;
  ageRange: string | null;
  otherPreferences: string | null;
  postedById: string;
  posterName: string;
  posterEmail: string;
  imageIds: string[] | null;
}

function filtered(db: Db, filter: AdminRoommateFilter) {
  const query = whereModerated(db('roommate_posts as r'), 'r', filter);
  return filter.accommodationType ? query.where('r.accommodationType', filter.accommodationType) : query;
}

const selectRows = (db: Db, query: Knex.QueryBuilder) =>
  withImageIds(
    db,
    query
      .join('users as u', 'u.id', 'r.postedById')
      .select(
        'r.id', 'r.title', 'r.description', 'r.accommodationType', 'r.budget', 'r.locationLat', 'r.locationLng',
        'r.contactInfo', 'r.isActive', 'r.expiresAt', 'r.createdAt', 'r.genderPref', 'r.ageRange', 'r.otherPreferences',
        'r.postedById', 'u.fullName as posterName', 'u.email as posterEmail',
      ),
    'roommatePost',
    'r',
  ) as Promise<AdminRoommateRow[]>;

/** One page, newest first, and the count of all that match. */
export async function listRoommatePostsForAdmin(db: Db, filter: AdminRoommateFilter, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    selectRows(db, pageOf(byCreation(filtered(db, filter), 'r', 'desc'), page, pageSize)),
    filtered(db, filter).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export const findRoommatePostForAdmin = async (db: Db, id: string) =>
  (await selectRows(db, db('roommate_posts as r').where('r.id', id)))[0];

/** The panel's stat cards, in one pass over the table. */
export async function roommatePostStats(db: Db) {
  return (await db('roommate_posts as r').first(
      db.raw('count(*)::int AS total'),
      db.raw(`count(*) FILTER (WHERE ${liveSql('r')})::int AS active`),
      db.raw(`count(*) FILTER (WHERE r.accommodation_type = 'flat-apartment')::int AS apartments`),
      db.raw(`count(*) FILTER (WHERE r.accommodation_type IN ('pg', 'college-hostel'))::int AS pg_hostels`),
  )) as { total: number; active: number; apartments: number; pgHostels: number };
}

/** Sets the post's active flag; false when there is no such post. */
export const setRoommatePostActive = async (db: Db, id: string, isActive: boolean) =>
  (await db('roommate_posts').where({ id }).update({ isActive, updatedAt: db.fn.now() })) > 0;

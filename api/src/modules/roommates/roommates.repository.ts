import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { containsWord } from '../../db/like.js';

export type Gender = 'any' | 'male' | 'female' | 'other';
export type AccommodationType = 'flat-apartment' | 'pg' | 'college-hostel';
export type RoommateSort = 'newest' | 'oldest';

/** A post with what its card shows: the poster's name and the first picture. */
export interface RoommateCardRow {
  id: string;
  postedById: string;
  title: string;
  description: string;
  genderPref: Gender;
  ageRange: string | null;
  otherPreferences: string | null;
  budget: number;
  accommodationType: AccommodationType;
  isActive: boolean;
  expiresAt: Date;
  createdAt: Date;
  posterName: string;
  firstImageId: string | null;
}

/** A post with everything its page shows. */
export interface RoommateDetailRow extends RoommateCardRow {
  contactInfo: string;
  locationLat: number | null;
  locationLng: number | null;
  updatedAt: Date;
  posterPhone: string;
  posterImage: string | null;
  imageIds: string[] | null;
}

export interface NewRoommatePost {
  postedById: string;
  title: string;
  description: string;
  genderPref: Gender;
  ageRange: string | null;
  otherPreferences: string | null;
  budget: number;
  accommodationType: AccommodationType;
  contactInfo: string;
  locationLat: number | null;
  locationLng: number | null;
}

export interface RoommateFilter {
  q?: string;
  gender?: Gender;
  accommodationType?: AccommodationType;
  minBudget?: number;
  maxBudget?: number;
}

const cardColumns = [
  'r.id', 'r.postedById', 'r.title', 'r.description', 'r.genderPref', 'r.ageRange', 'r.otherPreferences', 'r.budget',
  'r.accommodationType', 'r.isActive', 'r.expiresAt', 'r.createdAt', 'u.fullName as posterName',
];

/** The first picture per row, through the (roommate_post_id, position) index, in the same query. */
const firstImage = (db: Db) =>
  db.raw('(SELECT fi.id FROM images fi WHERE fi.roommate_post_id = r.id ORDER BY fi.position LIMIT 1) AS first_image_id');

const selectCards = (db: Db, query: Knex.QueryBuilder) =>
  query.join('users as u', 'u.id', 'r.postedById').select(cardColumns).select(firstImage(db));

/** Browsable: active and unexpired. */
function browsable(db: Db, filter: RoommateFilter) {
  const query = db('roommate_posts as r').where('r.isActive', true).andWhere('r.expiresAt', '>', db.fn.now());
  // Open to the gender: posts preferring it and those with no preference.
  if (filter.gender && filter.gender !== 'any') query.whereIn('r.genderPref', [filter.gender, 'any']);
  if (filter.accommodationType) query.where('r.accommodationType', filter.accommodationType);
  if (filter.minBudget !== undefined) query.where('r.budget', '>=', filter.minBudget);
  if (filter.maxBudget !== undefined) query.where('r.budget', '<=', filter.maxBudget);
  // Every word must appear in the title or description (trigram index on search_text, which is
  // stored lower-cased).
  for (const word of (filter.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
    query.whereRaw('r.search_text LIKE ?', [containsWord(word)]);
  }
  return query;
}

const order = (sort: RoommateSort) => (sort === 'oldest' ? 'asc' : 'desc');

export async function listBrowsable(db: Db, filter: RoommateFilter, sort: RoommateSort, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    selectCards(
      db,
      browsable(db, filter)
        .orderBy([{ column: 'r.createdAt', order: order(sort) }, { column: 'r.id', order: order(sort) }])
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ) as Promise<RoommateCardRow[]>,
    browsable(db, filter).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

/** The poster's own; `activeOnly` keeps the active, unexpired ones. */
export async function listOwn(db: Db, userId: string, activeOnly: boolean, page: number, pageSize: number) {
  const own = () => {
    const query = db('roommate_posts as r').where('r.postedById', userId);
    if (activeOnly) query.where('r.isActive', true).andWhere('r.expiresAt', '>', db.fn.now());
    return query;
  };
  const [items, counted] = await Promise.all([
    selectCards(
      db,
      own()
        .orderBy([{ column: 'r.createdAt', order: 'desc' }, { column: 'r.id', order: 'desc' }])
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ) as Promise<RoommateCardRow[]>,
    own().count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export const findDetail = (db: Db, id: string) =>
  db('roommate_posts as r')
    .join('users as u', 'u.id', 'r.postedById')
    .where('r.id', id)
    .select(cardColumns)
    .select(
      'r.contactInfo', 'r.locationLat', 'r.locationLng', 'r.updatedAt',
      'u.phone as posterPhone', 'u.profileImage as posterImage',
    )
    .select(firstImage(db))
    .select(db.raw('(SELECT array_agg(ai.id ORDER BY ai.position) FROM images ai WHERE ai.roommate_post_id = r.id) AS image_ids'))
    .first() as Promise<RoommateDetailRow | undefined>;

/** The owner and state of a post, its row locked for the caller's transaction. */
export const lockPost = (trx: Db, id: string) =>
  trx('roommate_posts').where({ id }).forUpdate().first('id', 'postedById', 'isActive', 'expiresAt') as Promise<
    { id: string; postedById: string; isActive: boolean; expiresAt: Date } | undefined
  >;

export async function insertPost(trx: Db, post: NewRoommatePost): Promise<string> {
  const [row] = await trx('roommate_posts')
    .insert({ ...post, expiresAt: trx.raw(`now() + interval '28 days'`) })
    .returning('id');
  return (row as { id: string }).id;
}

export const markInactive = (db: Db, id: string) =>
  db('roommate_posts').where({ id }).update({ isActive: false, updatedAt: db.fn.now() });

/** Deletes the post and its image rows; answers the image ids, for their files. */
export async function deletePost(trx: Db, id: string): Promise<string[]> {
  const images = (await trx('images').where({ roommatePostId: id }).delete().returning('id')) as { id: string }[];
  await trx('roommate_posts').where({ id }).delete();
  return images.map((i) => i.id);
}

/** Which of the ids are roommate posts (of any state). */
export const existingIds = (db: Db, ids: string[]) =>
  ids.length ? (db('roommate_posts').whereIn('id', ids).pluck('id') as Promise<string[]>) : Promise.resolve([]);

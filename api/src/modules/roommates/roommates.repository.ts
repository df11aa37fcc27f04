import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { browseByCreation, byCreation, insertPost, pageOf, whereLive, type WordMatch } from '../../posts/index.js';
import { withFirstImageId, withImageIds } from '../images/index.js';

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
  meetingSpot: string | null;
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
  meetingSpot: string | null;
}

export interface RoommateFilter {
  q?: string;
  gender?: Gender;
  accommodationType?: AccommodationType;
  minBudget?: number;
  maxBudget?: number;
  /** One student's posts (their public profile). */
  posterId?: string;
}

const postColumns = [
  'r.id', 'r.postedById', 'r.title', 'r.description', 'r.genderPref', 'r.ageRange', 'r.otherPreferences', 'r.budget',
  'r.accommodationType', 'r.isActive', 'r.expiresAt', 'r.createdAt',
];

/** What a card adds to the post's columns: the poster's name and the first picture. */
const decorateCards = (db: Db, query: Knex.QueryBuilder) =>
  withFirstImageId(db, query.join('users as u', 'u.id', 'r.postedById').select('u.fullName as posterName'), 'roommatePost', 'r');

/** The card's columns, the first picture found per row in the same query. */
const selectCards = (db: Db, query: Knex.QueryBuilder) => decorateCards(db, query.select(postColumns));

/** Browsable: active and unexpired. */
function browsable(db: Db, filter: RoommateFilter, match: WordMatch) {
  const query = whereLive(db, db('roommate_posts as r'), 'r');
  // Open to the gender: posts preferring it and those with no preference.
  if (filter.gender && filter.gender !== 'any') query.whereIn('r.genderPref', [filter.gender, 'any']);
  if (filter.accommodationType) query.where('r.accommodationType', filter.accommodationType);
  if (filter.minBudget !== undefined) query.where('r.budget', '>=', filter.minBudget);
  if (filter.maxBudget !== undefined) query.where('r.budget', '<=', filter.maxBudget);
  // roommate_posts_poster_idx (posted_by_id, created_at) finds them.
  if (filter.posterId !== undefined) query.where('r.postedById', filter.posterId);
  // Every word: by word start (tsvector GIN), or, when that finds nothing, as a substring
  // (trigram GIN): see searchByWords.
  return match(query);
}

/** One page of browsable posts and their capped count. */
export const listBrowsable = (db: Db, filter: RoommateFilter, sort: RoommateSort, page: number, pageSize: number) =>
  browseByCreation<RoommateCardRow>(
    db,
    filter.q,
    { matching: (match) => browsable(db, filter, match), alias: 'r', columns: postColumns, decorate: (q) => decorateCards(db, q) },
    sort,
    page,
    pageSize,
  );

/** The poster's own; `activeOnly` keeps the active, unexpired ones. */
export async function listOwn(db: Db, userId: string, activeOnly: boolean, page: number, pageSize: number) {
  const own = () => {
    const query = db('roommate_posts as r').where('r.postedById', userId);
    return activeOnly ? whereLive(db, query, 'r') : query;
  };
  const [items, counted] = await Promise.all([
    pageOf(selectCards(db, byCreation(own(), 'r', 'desc')), page, pageSize) as Promise<RoommateCardRow[]>,
    own().count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export const findDetail = (db: Db, id: string) =>
  withImageIds(
    db,
    selectCards(db, db('roommate_posts as r').where('r.id', id)).select(
      'r.contactInfo', 'r.locationLat', 'r.locationLng', 'r.meetingSpot', 'r.updatedAt',
      'u.phone as posterPhone', 'u.profileImage as posterImage',
    ),
    'roommatePost',
    'r',
  ).first() as Promise<RoommateDetailRow | undefined>;

/** The owner and state of a post, its row locked for the caller's transaction. */
export const lockPost = (trx: Db, id: string) =>
  trx('roommate_posts').where({ id }).forUpdate().first('id', 'postedById', 'isActive', 'expiresAt') as Promise<
    { id: string; postedById: string; isActive: boolean; expiresAt: Date } | undefined
  >;

export const insertRoommatePost = (trx: Db, post: NewRoommatePost) => insertPost(trx, 'roommate_posts', post);

/** An edit's new column values (and, with it or alone, the inactive mark). */
export type RoommateChange = Partial<Omit<NewRoommatePost, 'postedById'>> & { isActive?: false };

export const updatePost = (db: Db, id: string, change: RoommateChange) =>
  db('roommate_posts').where({ id }).update({ ...change, updatedAt: db.fn.now() });

export const markInactive = (db: Db, id: string) =>
  db('roommate_posts').where({ id }).update({ isActive: false, updatedAt: db.fn.now() });

export const deletePost = (trx: Db, id: string) => trx('roommate_posts').where({ id }).delete();

/** Which of the ids are roommate posts (of any state). */
export const existingIds = (db: Db, ids: string[]) =>
  ids.length ? (db('roommate_posts').whereIn('id', ids).pluck('id') as Promise<string[]>) : Promise.resolve([]);

// The roommate_posts table's reads for the roommates module's rules, over the columns its kind declares.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import type { Query, Schemas } from '../../http/contract.js';
import { findPost, insertPost } from '../../posts/index.js';
import { roommateKind } from './roommates.kind.js';

export type Gender = Schemas['RoommatePreferences']['gender'];
export type AccommodationType = Schemas['RoommatePost']['accommodationType'];
export type RoommateSort = NonNullable<Query<'listRoommatePosts'>['sort']>;

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

/** A new post's columns: what the poster chose of what its page shows. */
export type NewRoommatePost = Pick<
  RoommateDetailRow,
  | 'postedById' | 'title' | 'description' | 'genderPref' | 'ageRange' | 'otherPreferences' | 'budget' | 'accommodationType'
  | 'contactInfo' | 'locationLat' | 'locationLng' | 'meetingSpot'
>;

export interface RoommateFilter {
  q?: string;
  gender?: Gender;
  accommodationType?: AccommodationType;
  minBudget?: number;
  maxBudget?: number;
  /** One student's posts (their public profile). */
  posterId?: string;
}

/** The browse's filters, on the live posts. */
export function narrowed(query: Knex.QueryBuilder, filter: RoommateFilter) {
  // Open to the gender: posts preferring it and those with no preference.
  if (filter.gender && filter.gender !== 'any') query.whereIn('r.genderPref', [filter.gender, 'any']);
  if (filter.accommodationType) query.where('r.accommodationType', filter.accommodationType);
  if (filter.minBudget !== undefined) query.where('r.budget', '>=', filter.minBudget);
  if (filter.maxBudget !== undefined) query.where('r.budget', '<=', filter.maxBudget);
  // roommate_posts_poster_idx (posted_by_id, created_at) finds them.
  if (filter.posterId !== undefined) query.where('r.postedById', filter.posterId);
  return query;
}

export const findDetail = (db: Db, id: string) => findPost<RoommateDetailRow>(db, roommateKind, id);

export const insertRoommatePost = (trx: Db, post: NewRoommatePost) => insertPost(trx, 'roommate_posts', post);

/** Which of the ids are roommate posts (of any state). */
export const existingIds = (db: Db, ids: string[]) =>
  ids.length ? (db('roommate_posts').whereIn('id', ids).pluck('id') as Promise<string[]>) : Promise.resolve([]);

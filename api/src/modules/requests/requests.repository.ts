// The requests table's reads for the requests module's rules, over the columns its kind declares.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { findPost, insertPost, selectCards } from '../../posts/index.js';
import { requestKind } from './requests.kind.js';

export type RequestCategory = string;
export type RequestSort = 'newest' | 'oldest';

/** A request row with what its card shows: the requester's name and the first picture. */
export interface RequestCardRow {
  id: string;
  requestedById: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  requestType: 'buy' | 'rent';
  priceRange: string;
  condition: string;
  urgency: 'low' | 'medium' | 'high';
  tags: string[];
  isAnonymous: boolean;
  anonymousName: string | null;
  isActive: boolean;
  expiresAt: Date;
  createdAt: Date;
  requesterName: string;
  firstImageId: string | null;
}

/** A request with everything its page shows. */
export interface RequestDetailRow extends RequestCardRow {
  productAgeYears: number | null;
  productAgeMonths: number | null;
  locationLat: number | null;
  locationLng: number | null;
  meetingSpot: string | null;
  updatedAt: Date;
  hiddenReason: string | null;
  requesterPhone: string;
  requesterImage: string | null;
  imageIds: string[] | null;
}

/** A new request's columns: what the requester chose of what its page shows. */
export type NewRequest = Pick<
  RequestDetailRow,
  | 'requestedById' | 'slug' | 'title' | 'description' | 'category' | 'requestType' | 'priceRange' | 'condition' | 'urgency' | 'tags'
  | 'productAgeYears' | 'productAgeMonths' | 'locationLat' | 'locationLng' | 'meetingSpot' | 'isAnonymous' | 'anonymousName'
>;

export interface RequestFilter {
  q?: string;
  categories?: string[];
  conditions?: string[];
  requestType?: string;
  priceRanges?: string[];
  /** One student's requests (their public profile): never the anonymous ones, which would unmask them. */
  requesterId?: string;
}


/** The browse's filters, on the live requests. */
export function narrowed(query: Knex.QueryBuilder, filter: RequestFilter) {
  if (filter.categories?.length) query.whereIn('r.category', filter.categories);
  if (filter.conditions?.length) query.whereIn('r.condition', filter.conditions);
  if (filter.requestType) query.where('r.requestType', filter.requestType);
  if (filter.priceRanges?.length) query.whereIn('r.priceRange', filter.priceRanges);
  // requests_requester_idx (requested_by_id, created_at) finds them.
  if (filter.requesterId !== undefined) query.where('r.requestedById', filter.requesterId).whereRaw('NOT r.is_anonymous');
  return query;
}

/** Cards of the given requests that have not expired (fulfilled ones included), in one query. */
export const findUnexpiredCards = (db: Db, ids: string[]) =>
  selectCards(db, requestKind, db('requests as r').whereIn('r.id', ids).andWhere('r.expiresAt', '>', db.fn.now())) as Promise<RequestCardRow[]>;

export const findDetail = (db: Db, id: string) => findPost<RequestDetailRow>(db, requestKind, id);

export const insertRequest = (trx: Db, request: NewRequest) => insertPost(trx, 'requests', request);

/** Which of the ids are requests (of any state). */
export const existingIds = (db: Db, ids: string[]) =>
  ids.length ? (db('requests').whereIn('id', ids).pluck('id') as Promise<string[]>) : Promise.resolve([]);

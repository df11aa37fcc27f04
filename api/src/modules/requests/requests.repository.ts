import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { browseByCreation, byCreation, insertPost, pageOf, whereLive, type WordMatch } from '../../posts/index.js';
import { withFirstImageId, withImageIds } from '../images/index.js';

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

export interface NewRequest {
  requestedById: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  requestType: string;
  priceRange: string;
  condition: string;
  productAgeYears: number | null;
  productAgeMonths: number | null;
  tags: string[];
  locationLat: number | null;
  locationLng: number | null;
  meetingSpot: string | null;
  isAnonymous: boolean;
  anonymousName: string | null;
  urgency: string;
}

export interface RequestFilter {
  q?: string;
  categories?: string[];
  conditions?: string[];
  requestType?: string;
  priceRanges?: string[];
  /** One student's requests (their public profile): never the anonymous ones, which would unmask them. */
  requesterId?: string;
}


const postColumns = [
  'r.id', 'r.requestedById', 'r.slug', 'r.title', 'r.description', 'r.category', 'r.requestType', 'r.priceRange',
  'r.condition', 'r.urgency', 'r.tags', 'r.isAnonymous', 'r.anonymousName', 'r.isActive', 'r.expiresAt', 'r.createdAt',
];

/** What a card adds to the post's columns: the poster's name and the first picture. */
const decorateCards = (db: Db, query: Knex.QueryBuilder) =>
  withFirstImageId(db, query.join('users as u', 'u.id', 'r.requestedById').select('u.fullName as requesterName'), 'request', 'r');

/** The card's columns, the first picture found per row in the same query. */
const selectCards = (db: Db, query: Knex.QueryBuilder) => decorateCards(db, query.select(postColumns));

/** Browsable: active and unexpired. */
function browsable(db: Db, filter: RequestFilter, match: WordMatch) {
  const query = whereLive(db, db('requests as r'), 'r');
  if (filter.categories?.length) query.whereIn('r.category', filter.categories);
  if (filter.conditions?.length) query.whereIn('r.condition', filter.conditions);
  if (filter.requestType) query.where('r.requestType', filter.requestType);
  if (filter.priceRanges?.length) query.whereIn('r.priceRange', filter.priceRanges);
  // requests_requester_idx (requested_by_id, created_at) finds them.
  if (filter.requesterId !== undefined) query.where('r.requestedById', filter.requesterId).whereRaw('NOT r.is_anonymous');
  // Every word: by word start (tsvector GIN), or, when that finds nothing, as a substring
  // (trigram GIN): see searchByWords.
  return match(query);
}

/** One page of browsable requests and their capped count. */
export const listBrowsable = (db: Db, filter: RequestFilter, sort: RequestSort, page: number, pageSize: number) =>
  browseByCreation<RequestCardRow>(
    db,
    filter.q,
    { matching: (match) => browsable(db, filter, match), alias: 'r', columns: postColumns, decorate: (q) => decorateCards(db, q) },
    sort,
    page,
    pageSize,
  );

/** The requester's own; `activeOnly` keeps the active, unexpired ones. */
export async function listOwn(db: Db, userId: string, activeOnly: boolean, page: number, pageSize: number) {
  const own = () => {
    const query = db('requests as r').where('r.requestedById', userId);
    return activeOnly ? whereLive(db, query, 'r') : query;
  };
  const [items, counted] = await Promise.all([
    pageOf(selectCards(db, byCreation(own(), 'r', 'desc')), page, pageSize) as Promise<RequestCardRow[]>,
    own().select('r.requestType').count({ n: '*' }).groupBy('r.requestType') as Promise<{ requestType: 'buy' | 'rent'; n: number }[]>,
  ]);
  const counts = { buy: 0, rent: 0 };
  for (const row of counted) counts[row.requestType] = Number(row.n);
  return { items, total: counts.buy + counts.rent, counts };
}

/** Cards of the given requests that have not expired (fulfilled ones included), in one query. */
export const findUnexpiredCards = (db: Db, ids: string[]) =>
  selectCards(db, db('requests as r').whereIn('r.id', ids).andWhere('r.expiresAt', '>', db.fn.now())) as Promise<RequestCardRow[]>;

export const findDetail = (db: Db, id: string) =>
  withImageIds(
    db,
    selectCards(db, db('requests as r').where('r.id', id)).select(
      'r.productAgeYears', 'r.productAgeMonths', 'r.locationLat', 'r.locationLng', 'r.meetingSpot', 'r.updatedAt', 'r.hiddenReason',
      'u.phone as requesterPhone', 'u.profileImage as requesterImage',
    ),
    'request',
    'r',
  ).first() as Promise<RequestDetailRow | undefined>;

/** The owner and expiry of a request, its row locked for the caller's transaction. */
export const lockRequest = (trx: Db, id: string) =>
  trx('requests').where({ id }).forUpdate().first('id', 'requestedById', 'expiresAt') as Promise<
    { id: string; requestedById: string; expiresAt: Date } | undefined
  >;

export const insertRequest = (trx: Db, request: NewRequest) => insertPost(trx, 'requests', request);

/** An edit's new column values (and, with it or alone, the fulfilled mark). */
export type RequestChange = Partial<Omit<NewRequest, 'requestedById' | 'slug'>> & { isActive?: false };

export const updateRequest = (db: Db, id: string, change: RequestChange) =>
  db('requests').where({ id }).update({ ...change, updatedAt: db.fn.now() });

export const markInactive = (db: Db, id: string) =>
  db('requests').where({ id }).update({ isActive: false, updatedAt: db.fn.now() });

export const deleteRequest = (trx: Db, id: string) => trx('requests').where({ id }).delete();

/** Which of the ids are requests (of any state). */
export const existingIds = (db: Db, ids: string[]) =>
  ids.length ? (db('requests').whereIn('id', ids).pluck('id') as Promise<string[]>) : Promise.resolve([]);

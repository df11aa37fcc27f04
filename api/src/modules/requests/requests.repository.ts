import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { containsWord, escapeLike } from '../../db/like.js';

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
  updatedAt: Date;
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
}


const cardColumns = [
  'r.id', 'r.requestedById', 'r.slug', 'r.title', 'r.description', 'r.category', 'r.requestType', 'r.priceRange',
  'r.condition', 'r.urgency', 'r.tags', 'r.isAnonymous', 'r.anonymousName', 'r.isActive', 'r.expiresAt', 'r.createdAt',
  'u.fullName as requesterName',
];

/** The first picture per row, through the (request_id, position) index, in the same query. */
const firstImage = (db: Db) =>
  db.raw('(SELECT fi.id FROM images fi WHERE fi.request_id = r.id ORDER BY fi.position LIMIT 1) AS first_image_id');

const selectCards = (db: Db, query: Knex.QueryBuilder) =>
  query.join('users as u', 'u.id', 'r.requestedById').select(cardColumns).select(firstImage(db));

/** Browsable: active and unexpired. */
function browsable(db: Db, filter: RequestFilter) {
  const query = db('requests as r').where('r.isActive', true).andWhere('r.expiresAt', '>', db.fn.now());
  if (filter.categories?.length) query.whereIn('r.category', filter.categories);
  if (filter.conditions?.length) query.whereIn('r.condition', filter.conditions);
  if (filter.requestType) query.where('r.requestType', filter.requestType);
  if (filter.priceRanges?.length) query.whereIn('r.priceRange', filter.priceRanges);
  // Every word must appear in the title, description or tags (trigram index on search_text, which is
  // stored lower-cased).
  for (const word of (filter.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
    query.whereRaw('r.search_text LIKE ?', [containsWord(word)]);
  }
  return query;
}

const order = (sort: RequestSort) => (sort === 'oldest' ? 'asc' : 'desc');

export async function listBrowsable(db: Db, filter: RequestFilter, sort: RequestSort, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    selectCards(
      db,
      browsable(db, filter)
        .orderBy([{ column: 'r.createdAt', order: order(sort) }, { column: 'r.id', order: order(sort) }])
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ) as Promise<RequestCardRow[]>,
    browsable(db, filter).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

/** The requester's own; `activeOnly` keeps the active, unexpired ones. */
export async function listOwn(db: Db, userId: string, activeOnly: boolean, page: number, pageSize: number) {
  const own = () => {
    const query = db('requests as r').where('r.requestedById', userId);
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
    ) as Promise<RequestCardRow[]>,
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
  db('requests as r')
    .join('users as u', 'u.id', 'r.requestedById')
    .where('r.id', id)
    .select(cardColumns)
    .select(
      'r.productAgeYears', 'r.productAgeMonths', 'r.locationLat', 'r.locationLng', 'r.updatedAt',
      'u.phone as requesterPhone', 'u.profileImage as requesterImage',
    )
    .select(firstImage(db))
    .select(db.raw('(SELECT array_agg(ai.id ORDER BY ai.position) FROM images ai WHERE ai.request_id = r.id) AS image_ids'))
    .first() as Promise<RequestDetailRow | undefined>;

/** The owner and expiry of a request, its row locked for the caller's transaction. */
export const lockRequest = (trx: Db, id: string) =>
  trx('requests').where({ id }).forUpdate().first('id', 'requestedById', 'expiresAt') as Promise<
    { id: string; requestedById: string; expiresAt: Date } | undefined
  >;

/** The slugs already taken by `base` and `base-N`. */
export const findSlugsLike = (db: Db, base: string) =>
  db('requests')
    .where('slug', base)
    .orWhere('slug', 'like', `${escapeLike(base)}-%`)
    .pluck('slug') as Promise<string[]>;

export async function insertRequest(trx: Db, request: NewRequest): Promise<string> {
  const [row] = await trx('requests')
    .insert({ ...request, expiresAt: trx.raw(`now() + interval '28 days'`) })
    .returning('id');
  return (row as { id: string }).id;
}

/**
 * Attaches the owner's images that no listing, request or roommate post uses yet, in the order given. Concurrent
 * attempts to use one image queue on its row and only the first succeeds. Answers the ids attached.
 */
export async function attachImages(trx: Db, ownerId: string, requestId: string, imageIds: string[]): Promise<string[]> {
  const { rows } = await trx.raw<{ rows: { id: string }[] }>(
    `UPDATE images
        SET request_id = ?, position = array_position(?::uuid[], id) - 1
      WHERE id = ANY(?::uuid[]) AND owner_id = ? AND listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL
  RETURNING id`,
    [requestId, imageIds, imageIds, ownerId],
  );
  return rows.map((r) => r.id);
}

export const markInactive = (db: Db, id: string) =>
  db('requests').where({ id }).update({ isActive: false, updatedAt: db.fn.now() });

/** Deletes the request and its image rows; answers the image ids, for their files. */
export async function deleteRequest(trx: Db, id: string): Promise<string[]> {
  const images = (await trx('images').where({ requestId: id }).delete().returning('id')) as { id: string }[];
  await trx('requests').where({ id }).delete();
  return images.map((i) => i.id);
}

/** Which of the ids are requests (of any state). */
export const existingIds = (db: Db, ids: string[]) =>
  ids.length ? (db('requests').whereIn('id', ids).pluck('id') as Promise<string[]>) : Promise.resolve([]);

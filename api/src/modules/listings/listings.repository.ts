import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { listingImagesSql } from '../images/index.js';
import { containsWord, escapeLike } from '../../db/like.js';

export type ListingType = 'sell' | 'lend';
export type RentalDuration = 'hour' | 'day' | 'week' | 'month';
export type ListingSort = 'newest' | 'oldest' | 'price-low' | 'price-high';

/** What a card shows (browse, hot deals, own listings). */
export interface CardRow {
  id: string;
  slug: string;
  title: string;
  listingType: ListingType;
  category: string;
  condition: string;
  price: number | null;
  rentalAmount: number | null;
  rentalDuration: RentalDuration | null;
  rentalDeposit: number | null;
  isBoosted: boolean;
  isAvailable: boolean;
  createdAt: Date;
  firstImageId: string | null;
}

export interface OwnCardRow extends CardRow {
  descriptionPreview: string;
  expiresAt: Date;
}

/** A listing in full, with its seller and its pictures in order. */
export interface ListingRow extends Omit<CardRow, 'firstImageId'> {
  sellerId: string;
  description: string;
  productAgeYears: number;
  productAgeMonths: number;
  tags: string[];
  locationLat: number | null;
  locationLng: number | null;
  isAnonymous: boolean;
  anonymousName: string | null;
  expiresAt: Date;
  updatedAt: Date;
  imageIds: string[] | null;
  sellerName: string;
  sellerImage: string | null;
  sellerPhone: string;
}

export interface NewListing {
  sellerId: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  condition: string;
  listingType: ListingType;
  price: number | null;
  rentalAmount: number | null;
  rentalDuration: RentalDuration | null;
  rentalDeposit: number | null;
  productAgeYears: number;
  productAgeMonths: number;
  tags: string[];
  locationLat: number | null;
  locationLng: number | null;
  isAnonymous: boolean;
  anonymousName: string | null;
}

export interface BrowseFilter {
  type: ListingType;
  words: string[];
  categories?: string[];
  conditions?: string[];
  durations?: RentalDuration[];
  minPrice?: number;
  maxPrice?: number;
}

/** The listing's amount: the price of a sell listing, the rental amount of a lend listing (indexed). */
const AMOUNT = 'COALESCE(l.price, l.rental_amount)';

/** Browse counts stop here: "1,000+" is shown beyond. */
export const COUNT_CAP = 1000;


const cardColumns = [
  'l.id',
  'l.slug',
  'l.title',
  'l.listingType',
  'l.category',
  'l.condition',
  'l.price',
  'l.rentalAmount',
  'l.rentalDuration',
  'l.rentalDeposit',
  'l.isBoosted',
  'l.isAvailable',
  'l.createdAt',
];

const sorts: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  oldest: 'l.created_at ASC, l.id ASC',
  'price-low': `${AMOUNT} ASC, l.id ASC`,
  'price-high': `${AMOUNT} DESC, l.id DESC`,
};

/** Listings anyone may browse: available and unexpired. */
const browsable = (db: Db, type: ListingType) =>
  db('listings as l').where('l.listingType', type).whereRaw('l.is_available').whereRaw('l.expires_at > now()');

function browseQuery(db: Db, f: BrowseFilter) {
  return browsable(db, f.type).modify((q: Knex.QueryBuilder) => {
    // Every word must appear somewhere in the title, description or tags (trigram index; the
    // column is stored lower-cased, so LIKE on the lower-cased word ignores letter case).
    for (const word of f.words) q.whereRaw('l.search_text LIKE ?', [containsWord(word)]);
    if (f.categories?.length) q.whereIn('l.category', f.categories);
    if (f.conditions?.length) q.whereIn('l.condition', f.conditions);
    if (f.durations?.length) q.whereIn('l.rentalDuration', f.durations);
    if (f.minPrice !== undefined) q.whereRaw(`${AMOUNT} >= ?`, [f.minPrice]);
    if (f.maxPrice !== undefined) q.whereRaw(`${AMOUNT} <= ?`, [f.maxPrice]);
  });
}

const withCardColumns = (db: Db, q: Knex.QueryBuilder) =>
  q.select(cardColumns).select(db.raw(listingImagesSql.firstImageColumn)).joinRaw(listingImagesSql.firstImageJoin('l'));

/**
 * One page of browsable listings (first picture joined in the same query) and their count,
 * counted over at most COUNT_CAP + 1 rows so a broad search never counts the whole table.
 */
export async function browse(db: Db, f: BrowseFilter, sort: ListingSort, page: number, pageSize: number) {
  const items = withCardColumns(db, browseQuery(db, f))
    .orderByRaw(sorts[sort])
    .limit(pageSize)
    .offset((page - 1) * pageSize) as Promise<CardRow[]>;
  const counted = db
    .count({ n: '*' })
    .from(
      browseQuery(db, f)
        .select(db.raw('1'))
        .limit(COUNT_CAP + 1)
        .as('t'),
    )
    .first() as Promise<{ n: number }>;
  const [rows, { n }] = await Promise.all([items, counted]);
  return { items: rows, count: Number(n) };
}

/** Sell listings for the home page: boosted first, then newest. */
export const hotDeals = (db: Db, limit: number) =>
  withCardColumns(db, browsable(db, 'sell'))
    .orderByRaw('l.is_boosted DESC, l.created_at DESC, l.id DESC')
    .limit(limit) as Promise<CardRow[]>;

export async function maxAmount(db: Db, type: ListingType): Promise<number | null> {
  const row = (await browsable(db, type).select(db.raw(`max(${AMOUNT}) AS max`)).first()) as { max: number | null } | undefined;
  return row?.max ?? null;
}

export async function listOwn(db: Db, sellerId: string, onlyAvailable: boolean, page: number, pageSize: number) {
  const own = () =>
    db('listings as l')
      .where('l.sellerId', sellerId)
      .modify((q: Knex.QueryBuilder) => {
        if (onlyAvailable) q.whereRaw('l.is_available AND l.expires_at > now()');
      });
  const [items, counted] = await Promise.all([
    withCardColumns(db, own())
      .select('l.expiresAt', db.raw('left(l.description, 100) AS description_preview'))
      .orderByRaw('l.created_at DESC, l.id DESC')
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<OwnCardRow[]>,
    own().select('l.listingType').count({ n: '*' }).groupBy('l.listingType') as Promise<{ listingType: ListingType; n: number }[]>,
  ]);
  const counts = { sell: 0, lend: 0 };
  for (const row of counted) counts[row.listingType] = Number(row.n);
  return { items, total: counts.sell + counts.lend, counts };
}

export async function findListing(db: Db, id: string): Promise<ListingRow | undefined> {
  return db('listings as l')
    .join('users as u', 'u.id', 'l.sellerId')
    .where('l.id', id)
    .select('l.*', 'u.fullName as sellerName', 'u.profileImage as sellerImage', 'u.phone as sellerPhone')
    .select(db.raw(listingImagesSql.allImagesColumn('l')))
    .first() as Promise<ListingRow | undefined>;
}

/** The seller of a listing, its row locked when `trx` is a transaction. */
export interface ListingOwnership {
  sellerId: string;
  expiresAt: Date;
}

export const findSellerForUpdate = (trx: Db, id: string) =>
  trx('listings').where({ id }).forUpdate().select('sellerId', 'expiresAt').first() as Promise<ListingOwnership | undefined>;

export const findSeller = (db: Db, id: string) =>
  db('listings').where({ id }).select('sellerId', 'expiresAt').first() as Promise<ListingOwnership | undefined>;

/** Taken slugs that `base` or `base-N` could collide with (prefix scan on the slug index). */
export const slugsLike = (db: Db, base: string) =>
  db('listings')
    .where('slug', base)
    .orWhereRaw('slug LIKE ?', [`${escapeLike(base)}-%`])
    .pluck('slug') as Promise<string[]>;

export async function insertListing(db: Db, listing: NewListing): Promise<string> {
  const [row] = await db('listings')
    .insert({ ...listing, expiresAt: db.raw(`now() + interval '28 days'`) })
    .returning('id');
  return (row as { id: string }).id;
}

export const markSold = (db: Db, id: string) => db('listings').where({ id }).update({ isAvailable: false, updatedAt: db.fn.now() });

export const deleteListing = (db: Db, id: string) => db('listings').where({ id }).delete();

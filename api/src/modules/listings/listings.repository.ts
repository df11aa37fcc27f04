import type { Knex } from 'knex';
import { compiledQuery } from '../../db/compiled-query.js';
import type { Db } from '../../db/knex.js';
import { browsePage, insertPost, pageOf, PREVIEW_LENGTH, searchByWords, type WordMatch } from '../../posts/index.js';
import { postPictures } from '../images/index.js';

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
  /** While an accepted offer holds it for one buyer (listings.reservation.ts). */
  reservedUntil: Date | null;
  createdAt: Date;
  sellerId: string;
  isAnonymous: boolean;
  firstImageId: string | null;
  /** The seller's name and picture, for the card's byline. */
  sellerName: string;
  sellerImage: string | null;
}

export interface OwnCardRow extends CardRow {
  /** The description's first PREVIEW_LENGTH + 1 characters: enough for previewOf to tell whether it is cut. */
  descriptionHead: string;
  hiddenReason: string | null;
  expiresAt: Date;
}

/** The columns a seller's form writes (a create's, an edit's): what a new listing holds beyond its seller and slug. */
export interface ListingFields {
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
  meetingSpot: string | null;
  isAnonymous: boolean;
  anonymousName: string | null;
}

/** A listing in full, with its seller and its pictures in order. */
export interface ListingRow extends Omit<CardRow, 'firstImageId'>, ListingFields {
  expiresAt: Date;
  updatedAt: Date;
  imageIds: string[] | null;
  sellerPhone: string;
  hiddenReason: string | null;
  reservedFor: string | null;
}

export interface NewListing extends ListingFields {
  sellerId: string;
  slug: string;
}

export interface BrowseFilter {
  type: ListingType;
  words: string[];
  categories?: string[];
  conditions?: string[];
  durations?: RentalDuration[];
  minPrice?: number;
  maxPrice?: number;
  /** One student's listings (their public profile): never the anonymous ones, which would unmask them. */
  sellerId?: string;
}

/** The listing's amount: the price of a sell listing, the rental amount of a lend listing (indexed). */
const AMOUNT = 'COALESCE(l.price, l.rental_amount)';

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
  'l.reservedUntil',
  'l.createdAt',
  'l.sellerId',
  'l.isAnonymous',
];

const sorts: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  oldest: 'l.created_at ASC, l.id ASC',
  'price-low': `${AMOUNT} ASC, l.id ASC`,
  'price-high': `${AMOUNT} DESC, l.id DESC`,
};

const detailColumns = [
  ...cardColumns,
  'l.description',
  'l.productAgeYears',
  'l.productAgeMonths',
  'l.tags',
  'l.locationLat',
  'l.locationLng',
  'l.meetingSpot',
  'l.anonymousName',
  'l.expiresAt',
  'l.updatedAt',
  'l.hiddenReason',
  'l.reservedFor',
];

/** Listings anyone may browse: available and unexpired. */
const browsable = (db: Db, type: ListingType) =>
  db('listings as l').where('l.listingType', type).whereRaw('l.is_available').whereRaw('l.expires_at > now()');

function browseQuery(db: Db, f: BrowseFilter, match: WordMatch) {
  return browsable(db, f.type).modify((q: Knex.QueryBuilder) => {
    // Every word: by word start (tsvector GIN, which also holds the type and category), or, when
    // that finds nothing, as a substring (trigram GIN): see searchByWords.
    match(q);
    if (f.categories?.length) q.whereIn('l.category', f.categories);
    if (f.conditions?.length) q.whereIn('l.condition', f.conditions);
    if (f.durations?.length) q.whereIn('l.rentalDuration', f.durations);
    if (f.minPrice !== undefined) q.whereRaw(`${AMOUNT} >= ?`, [f.minPrice]);
    if (f.maxPrice !== undefined) q.whereRaw(`${AMOUNT} <= ?`, [f.maxPrice]);
    // listings_seller_idx (seller_id, created_at) finds them.
    if (f.sellerId !== undefined) q.where('l.sellerId', f.sellerId).whereRaw('NOT l.is_anonymous');
  });
}

/** The images module's picture reads, bound to listings (as the posts kernel takes them for its kinds). */
const pictures = postPictures('listing');

/** What a card adds to the listing's columns: the seller's name and picture, and the first picture. */
const decorateCards = (db: Db, q: Knex.QueryBuilder) =>
  pictures.withFirstId(db, q.join('users as u', 'u.id', 'l.sellerId').select('u.fullName as sellerName', 'u.profileImage as sellerImage'), 'l');

const withCardColumns = (db: Db, q: Knex.QueryBuilder) => decorateCards(db, q.select(cardColumns));

/**
 * One page of browsable listings and their capped count (one statement: see browsePage). The first
 * picture and the seller are joined to the page's rows only (24 lookups, not one per matching listing).
 */
export const browse = (db: Db, f: BrowseFilter, sort: ListingSort, page: number, pageSize: number) =>
  searchByWords(f.words, { vector: 'l.search_vector', text: 'l.search_text' }, (match) =>
    browsePage<CardRow>(
      db,
      {
        matching: () => browseQuery(db, f, match),
        alias: 'l',
        columns: cardColumns,
        order: (q) => q.orderByRaw(sorts[sort]),
        decorate: (q) => decorateCards(db, q),
      },
      page,
      pageSize,
    ),
  );

/** Cards of the given listings that have not expired (sold ones included), in one query. */
export const findUnexpiredCards = (db: Db, ids: string[]) =>
  withCardColumns(db, db('listings as l').whereIn('l.id', ids).whereRaw('l.expires_at > now()')) as Promise<CardRow[]>;

/** Which of the ids are listings (of any state). */
export const existingIds = (db: Db, ids: string[]) =>
  ids.length ? (db('listings').whereIn('id', ids).pluck('id') as Promise<string[]>) : Promise.resolve([]);

/**
 * The home page's Hot Deals: boosted listings first (a boosted lend listing too: it was paid to be
 * here), the latest boost first, then the newest sell listings. Two index-backed picks of at most `limit`
 * rows each (listings_boosted_idx, listings_hot_idx), merged.
 */
export const hotDeals = (db: Db, limit: number) =>
  withCardColumns(
    db,
    db.from(
      db.raw(
        `((SELECT * FROM listings WHERE is_boosted AND is_available AND expires_at > now() ORDER BY boosted_at DESC, id DESC LIMIT ?)
          UNION ALL
          (SELECT * FROM listings WHERE listing_type = 'sell' AND NOT is_boosted AND is_available AND expires_at > now()
            ORDER BY is_boosted DESC, created_at DESC, id DESC LIMIT ?)) AS l`,
        [limit, limit],
      ),
    ),
  )
    .orderByRaw('l.is_boosted DESC, l.boosted_at DESC NULLS LAST, l.created_at DESC, l.id DESC')
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
    pageOf(
      withCardColumns(db, own())
        .select('l.expiresAt', 'l.hiddenReason', db.raw('left(l.description, ?) AS description_head', [PREVIEW_LENGTH + 1]))
        .orderByRaw('l.created_at DESC, l.id DESC'),
      page,
      pageSize,
    ) as Promise<OwnCardRow[]>,
    own().select('l.listingType').count({ n: '*' }).groupBy('l.listingType') as Promise<{ listingType: ListingType; n: number }[]>,
  ]);
  const counts = { sell: 0, lend: 0 };
  for (const row of counted) counts[row.listingType] = Number(row.n);
  return { items, total: counts.sell + counts.lend, counts };
}

const listingById = compiledQuery<[id: string], ListingRow>((db, id) =>
  pictures.withIds(
    db,
    db('listings as l')
      .join('users as u', 'u.id', 'l.sellerId')
      .where('l.id', id)
      // Named columns: the search text and vector stay in the database.
      .select(...detailColumns, 'u.fullName as sellerName', 'u.profileImage as sellerImage', 'u.phone as sellerPhone'),
    'l',
  ).limit(1),
);

export const findListing = async (db: Db, id: string): Promise<ListingRow | undefined> => (await listingById(db, id))[0];

/** The seller of a listing, its row locked when `trx` is a transaction. */
export interface ListingOwnership {
  sellerId: string;
  expiresAt: Date;
}

export const findSellerForUpdate = (trx: Db, id: string) =>
  trx('listings').where({ id }).forUpdate().select('sellerId', 'expiresAt').first() as Promise<ListingOwnership | undefined>;

export const findSeller = (db: Db, id: string) =>
  db('listings').where({ id }).select('sellerId', 'expiresAt').first() as Promise<ListingOwnership | undefined>;

export const insertListing = (db: Db, listing: NewListing) => insertPost(db, 'listings', listing);

/** An edit's new column values (and, with it or alone, the sold mark). */
export type ListingChange = Partial<ListingFields> & { isAvailable?: false };

export const updateListing = (db: Db, id: string, change: ListingChange) =>
  db('listings').where({ id }).update({ ...change, updatedAt: db.fn.now() });

export const markSold = (db: Db, id: string) => db('listings').where({ id }).update({ isAvailable: false, updatedAt: db.fn.now() });

export const deleteListing = (db: Db, id: string) => db('listings').where({ id }).delete();

/**
 * A moderator's decision: the listing is hidden from everyone but its seller and off the market
 * (the first hiding's time is kept). False when the listing is gone.
 */
export async function hideListing(trx: Db, id: string, reason: string): Promise<boolean> {
  const hidden = { hiddenAt: trx.raw('COALESCE(hidden_at, now())'), hiddenReason: reason, isAvailable: false };
  return (await updateListing(trx, id, hidden as ListingChange)) > 0;
}

/** What a boost needs to know of a listing; locked until the caller's transaction ends when `lock`. */
export interface BoostableListing {
  id: string;
  sellerId: string;
  title: string;
  slug: string;
  isAvailable: boolean;
  isBoosted: boolean;
  expiresAt: Date;
}

export function findBoostableListing(db: Db, id: string, lock = false): Promise<BoostableListing | undefined> {
  const query = db('listings').where({ id }).first('id', 'sellerId', 'title', 'slug', 'isAvailable', 'isBoosted', 'expiresAt');
  return (lock ? query.forUpdate() : query) as Promise<BoostableListing | undefined>;
}

/** The listing carries the boost flag Hot Deals and the cards read. */
export const setListingBoosted = (db: Db, ids: string | string[], isBoosted: boolean) =>
  db('listings')
    .whereIn('id', Array.isArray(ids) ? ids : [ids])
    .update({ isBoosted, boostedAt: isBoosted ? db.fn.now() : null });

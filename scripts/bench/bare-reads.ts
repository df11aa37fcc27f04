/**
 * The benched reads as the baselines answer them: the API's own statements (api-statements.ts
 * records them from its service functions), replayed through pg, and the rows shaped as the API
 * shapes them for a visitor. Nothing else: no validation, sessions, rate limits or logging.
 * bare-server.ts serves them over node:http and over plain Express.
 */
import pg from 'pg';
import * as listings from '../../api/src/modules/listings/listings.service.js';
import { currentSubscriptionJoin } from '../../api/src/modules/subscriptions/current-subscription.js';
import { getProfile } from '../../api/src/modules/users/users.service.js';
import { COUNT_CAP } from '../../api/src/posts/index.js';
import { apiStatements, replay } from './api-statements.js';

// As the API's knex module does: counts and rupees arrive as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

// A visitor's reads: a profile's owner part (their subscription) is never asked for.
const nothing = () => undefined;

type Row = pg.QueryResultRow;

const image = (id: string) => ({
  _id: id,
  thumbUrl: `/api/images/${id}/thumb.webp`,
  cardUrl: `/api/images/${id}/card.webp`,
  mainUrl: `/api/images/${id}/main.webp`,
});

const rentalRate = (r: Row) =>
  r.listing_type === 'lend' && r.rental_amount !== null && r.rental_duration
    ? { amount: r.rental_amount, duration: r.rental_duration, ...(r.rental_deposit !== null ? { deposit: r.rental_deposit } : {}) }
    : null;

/** Held for a buyer by an accepted offer, until the reservation lapses (listings.service's isReserved). */
const reserved = (r: Row) => r.is_available && r.reserved_until !== null && r.reserved_until > new Date();

const card = (r: Row) => ({
  _id: r.id,
  slug: r.slug,
  title: r.title,
  listingType: r.listing_type,
  category: r.category,
  condition: r.condition,
  price: r.listing_type === 'sell' ? r.price : null,
  rentalRate: rentalRate(r),
  image: r.first_image_id ? image(r.first_image_id) : null,
  isBoosted: r.is_boosted,
  isAvailable: r.is_available,
  isReserved: reserved(r),
  seller: r.is_anonymous ? null : { _id: r.seller_id, uid: r.seller_id, fullName: r.seller_name, profileImage: r.seller_image },
  createdAt: r.created_at.toISOString(),
});

/** A visitor's view: no phone, no seller on anonymous listings, nothing once expired. */
const listing = (r: Row) => ({
  _id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  listingType: r.listing_type,
  category: r.category,
  condition: r.condition,
  price: r.listing_type === 'sell' ? r.price : null,
  rentalRate: rentalRate(r),
  productAge: { years: r.product_age_years, months: r.product_age_months },
  images: ((r.image_ids as string[] | null) ?? []).map(image),
  tags: r.tags,
  location: r.location_lat !== null && r.location_lng !== null ? { lat: r.location_lat, lng: r.location_lng } : null,
  meetingSpot: r.meeting_spot,
  isAnonymous: r.is_anonymous,
  anonymousName: r.is_anonymous ? r.anonymous_name : null,
  seller: r.is_anonymous ? null : { _id: r.seller_id, uid: r.seller_id, fullName: r.seller_name, profileImage: r.seller_image },
  isOwner: false,
  isAvailable: r.is_available,
  isReserved: reserved(r),
  reservedUntil: reserved(r) ? r.reserved_until.toISOString() : null,
  reservedForYou: false,
  isBoosted: r.is_boosted,
  expirationDate: r.expires_at.toISOString(),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const number = (v: string | null) => (v === null ? undefined : Number(v));

/** The API's browse params, as its route reads them from the query (the validator's coercions). */
function browseParams(query: URLSearchParams): listings.BrowseParams {
  const list = (name: string) => (query.getAll(name).length ? query.getAll(name) : undefined);
  return {
    type: (query.get('type') ?? 'sell') as listings.BrowseParams['type'],
    q: query.get('q') ?? undefined,
    categories: list('category'),
    conditions: list('condition'),
    durations: list('duration') as listings.BrowseParams['durations'],
    minPrice: number(query.get('minPrice')),
    maxPrice: number(query.get('maxPrice')),
    sort: (query.get('sort') ?? 'newest') as listings.BrowseParams['sort'],
    page: number(query.get('page')) ?? 1,
    pageSize: number(query.get('pageSize')) ?? 24,
  };
}

/** The reads on a database, through a pool of `poolMax` connections. */
export function bareReads(databaseUrl: string, poolMax = 10) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const statements = apiStatements(databaseUrl);

  /** GET /api/listings?{search}: a page of cards and the capped count. */
  async function browse(search: string) {
    const params = browseParams(new URLSearchParams(search));
    const [sample, all] = await replay(pool, await statements.of(`browse ${search}`, (db) => listings.browse(db, params)));
    // The sample of at most COUNT_CAP + 1 matches gives the count; past the cap the API reads the page again, in order.
    const n = sample!.rows.length ? Number(sample!.rows[0].browse_count) : 0;
    const rows = all?.rows ?? sample!.rows;
    return { items: rows.map(card), total: Math.min(n, COUNT_CAP), totalIsCapped: n > COUNT_CAP, page: params.page, pageSize: params.pageSize };
  }

  /** GET /api/users/{uid} as a visitor sees it, or undefined (404). */
  async function profile(uid: string) {
    const [found] = await replay(pool, await statements.of(`user ${uid}`, (db) => getProfile(db, currentSubscriptionJoin, undefined, uid).catch(nothing)));
    const row = found?.rows[0];
    if (!row) return undefined;
    return {
      _id: row.id,
      uid: row.id,
      fullName: row.full_name,
      profileImage: row.profile_image,
      bio: row.bio,
      socialLinks: row.social_links,
      joinedDate: row.joined_date.toISOString(),
    };
  }

  /** GET /api/listings/{id} as a visitor sees it, or undefined (404). */
  async function listingDetail(id: string) {
    const [found] = await replay(pool, await statements.of(`listing ${id}`, (db) => listings.getListing(db, undefined, id).catch(nothing)));
    const row = found?.rows[0];
    return !row || row.expires_at <= new Date() || row.hidden_reason ? undefined : listing(row);
  }

  return { browse, profile, listingDetail, close: () => Promise.all([pool.end(), statements.close()]) };
}

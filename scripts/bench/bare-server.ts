/**
 * The baseline: node:http + pg answering the benched reads with the same SQL as the API and
 * nothing else (no framework, validation, sessions or logging), in the API's response shapes.
 * Started by run.ts.
 */
import http from 'node:http';
import pg from 'pg';
import { createDb } from '../../api/src/db/knex.js';
import { profileQuery } from '../../api/src/modules/users/users.profile-query.js';
import { browseCap, browseItems, browseSample, detail, wordsOf, type BrowseInput } from './listings-sql.js';

// As the API's knex module does: counts and rupees arrive as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
// The API's profile statement as knex writes it (the first binding is the uid); knex only compiles here.
const profile = profileQuery(createDb(process.env.DATABASE_URL!, 1), '').first().toSQL().toNative();
const userRoute = /^\/api\/users\/([0-9a-f-]{36})$/;
const listingRoute = /^\/api\/listings\/([0-9a-f-]{36})$/;

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
  isAnonymous: r.is_anonymous,
  anonymousName: r.is_anonymous ? r.anonymous_name : null,
  seller: r.is_anonymous ? null : { _id: r.seller_id, uid: r.seller_id, fullName: r.seller_name, profileImage: r.seller_image },
  isOwner: false,
  isAvailable: r.is_available,
  isBoosted: r.is_boosted,
  expirationDate: r.expires_at.toISOString(),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

const number = (v: string | null) => (v === null ? undefined : Number(v));

async function browse(query: URLSearchParams) {
  const f: BrowseInput = {
    type: query.get('type') ?? 'sell',
    words: wordsOf(query.get('q')),
    categories: query.getAll('category'),
    conditions: query.getAll('condition'),
    durations: query.getAll('duration'),
    minPrice: number(query.get('minPrice')),
    maxPrice: number(query.get('maxPrice')),
    sort: (query.get('sort') ?? 'newest') as BrowseInput['sort'],
    page: number(query.get('page')) ?? 1,
    pageSize: number(query.get('pageSize')) ?? 24,
  };
  // The bench's searches find fewer than the cap and start on page 1: one statement, as in the API.
  const sample = browseSample(f);
  let rows = (await pool.query(sample.sql, sample.bindings)).rows;
  const n = rows.length ? Number(rows[0].browse_count) : 0;
  if (n > browseCap) {
    const items = browseItems(f);
    rows = (await pool.query(items.sql, items.bindings)).rows;
  }
  return { items: rows.map(card), total: Math.min(n, browseCap), totalIsCapped: n > browseCap, page: f.page, pageSize: f.pageSize };
}

const json = (res: http.ServerResponse, body: unknown) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const server = http.createServer(async (req, res) => {
  const url = req.url ?? '';
  const user = userRoute.exec(url);
  if (user) {
    const { rows } = await pool.query(profile.sql, [user[1], ...profile.bindings.slice(1)]);
    const row = rows[0];
    if (!row) {
      res.writeHead(404).end();
      return;
    }
    json(res, {
      _id: row.id,
      uid: row.id,
      fullName: row.full_name,
      profileImage: row.profile_image,
      bio: row.bio,
      socialLinks: row.social_links,
      joinedDate: row.joined_date.toISOString(),
    });
    return;
  }
  if (url.startsWith('/api/listings?')) {
    json(res, await browse(new URLSearchParams(url.slice(url.indexOf('?') + 1))));
    return;
  }
  const one = listingRoute.exec(url);
  if (one) {
    const { sql, bindings } = detail(one[1]!);
    const row = (await pool.query(sql, bindings)).rows[0];
    if (!row || row.expires_at <= new Date()) {
      res.writeHead(404).end();
      return;
    }
    json(res, listing(row));
    return;
  }
  res.writeHead(404).end();
});

server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));

import type { Knex } from 'knex';
import * as words from './bulk-catalogue.js';
import { insertBulkRequests, insertBulkRoommatePosts } from './bulk-posts.js';

/**
 * A marketplace at full size for measurements and a realistic look (`npm run seed:bulk`, the
 * bench): sellers with listings (~70% sell, ~30% lend) created over the last 28 days (~8% older,
 * hence expired, ~10% sold), each with one to three image rows. Generated inside PostgreSQL with
 * generate_series, in one transaction. The picture files are the caller's business.
 *
 * Everything hangs off the seller accounts (e-mails starting with BULK_EMAIL_PREFIX), which is how
 * bulk data is found and removed.
 */
export const BULK_EMAIL_PREFIX = 'bulk-seller-';

export interface BulkOptions {
  listings: number;
  /** Item requests and roommate posts by the same sellers (seeds/bulk-posts.ts); none by default. */
  requests?: number;
  roommatePosts?: number;
  /** Default: one seller per 50 listings (2,000 for 100,000). */
  sellers?: number;
  emailDomain?: string;
  /**
   * Runs beside the index builds at the end, given each new image with its listing's category
   * (the caller's picture files: this way the two waits overlap).
   */
  whileIndexing?: (images: BulkImage[]) => Promise<void>;
}

export interface BulkImage {
  id: string;
  category: string;
}

const bulkSellers = (knex: Knex) => knex('users').whereLike('email', `${BULK_EMAIL_PREFIX}%`).select('id');

export async function hasBulkData(knex: Knex): Promise<boolean> {
  return Boolean(await bulkSellers(knex).first());
}

/** Deletes the bulk sellers and everything of theirs; answers the ids of the images that went. */
export async function removeBulkData(knex: Knex): Promise<string[]> {
  return knex.transaction(async (trx) => {
    // Children first: a cascade would run one foreign-key delete per listing.
    const images = (await trx('images').whereIn('ownerId', bulkSellers(trx)).delete().returning('id')) as { id: string }[];
    await trx('listings').whereIn('sellerId', bulkSellers(trx)).delete();
    await trx('requests').whereIn('requestedById', bulkSellers(trx)).delete();
    await trx('roommatePosts').whereIn('postedById', bulkSellers(trx)).delete();
    await trx('users').whereLike('email', `${BULK_EMAIL_PREFIX}%`).delete();
    return images.map((i) => i.id);
  });
}

const items = words.catalogue.flatMap(({ category, price, items: list }) =>
  list.map((entry) => {
    const [name, tags] = entry.split('|') as [string, string];
    return { category, name, tags, min: price[0], max: price[1] };
  }),
);

/**
 * Building an index once is several times faster than updating it row by row (the trigram index
 * most of all), and checking a foreign key once (one join) than once per row. Drops the tables'
 * indexes (but those behind primary keys and unique constraints) and foreign keys; answers the
 * function that creates them again, as they were. Transactional, like all of PostgreSQL's DDL.
 */
async function dropIndexesAndForeignKeys(trx: Knex.Transaction, tables: string[]) {
  const { rows: indexes } = await trx.raw<{ rows: { name: string; definition: string }[] }>(
    `SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
       FROM pg_index
      WHERE indrelid::regclass::text = ANY(?) AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)`,
    [tables],
  );
  const { rows: keys } = await trx.raw<{ rows: { table: string; name: string; definition: string }[] }>(
    `SELECT conrelid::regclass::text AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY(?)`,
    [tables],
  );
  for (const k of keys) await trx.raw(`ALTER TABLE ${k.table} DROP CONSTRAINT ${k.name}`);
  for (const i of indexes) await trx.raw(`DROP INDEX ${i.name}`);
  return async () => {
    for (const i of indexes) await trx.raw(i.definition);
    for (const k of keys) await trx.raw(`ALTER TABLE ${k.table} ADD CONSTRAINT ${k.name} ${k.definition}`);
  };
}

/** `arr[random]` in SQL for a text[] column of the `p` row. */
const pick = (arr: string) => `p.${arr}[1 + floor(random() * cardinality(p.${arr}))::int]`;

export async function seedBulk(knex: Knex, options: BulkOptions) {
  const { listings, requests = 0, roommatePosts = 0, sellers = Math.max(1, Math.round(listings / 50)), emailDomain = 'campus.edu', whileIndexing } = options;
  return knex.transaction(async (trx) => {
    // The same data on every run with the same count: ids from md5, a seeded random(). JIT
    // compiling costs more than it saves here.
    await trx.raw('SELECT setseed(0.2026)');
    await trx.raw(`SET LOCAL jit = off`);
    await trx.raw(`SET LOCAL maintenance_work_mem = '256MB'`);
    const restore = await dropIndexesAndForeignKeys(trx, ['listings', 'images', 'requests', 'roommate_posts']);

    await trx.raw(
      `INSERT INTO users (id, email, full_name, phone, bio, email_verified_at, profile_created_at, welcome_email_queued_at, joined_date, updated_at)
       SELECT md5('thriftz-bulk-seller-' || g)::uuid, format('%s%s@%s', ?::text, lpad(g::text, 5, '0'), ?::text),
              ${pick('first')} || ' ' || ${pick('last')},
              '+91 ' || (7000000000 + floor(random() * 2999999999))::bigint, 'Student seller on campus.', j, j, j, j, j
         FROM (SELECT g, now() - interval '30 days' - random() * interval '700 days' AS j FROM generate_series(1, ?) g) s,
              (SELECT ?::text[] AS first, ?::text[] AS last) p`,
      [BULK_EMAIL_PREFIX, emailDomain, sellers, words.firstNames, words.lastNames],
    );

    await trx.raw(
      `CREATE TEMP TABLE bulk_items ON COMMIT DROP AS
       SELECT k::int, name, string_to_array(tags, ',') AS tags, category, min::numeric, max::numeric
         FROM unnest(?::text[], ?::text[], ?::text[], ?::int[], ?::int[]) WITH ORDINALITY AS t(name, tags, category, min, max, k)`,
      [items.map((i) => i.name), items.map((i) => i.tags), items.map((i) => i.category), items.map((i) => i.min), items.map((i) => i.max)],
    );

    const { rows } = await trx.raw<{ rows: { listings: number; images: number }[] }>(
      `WITH p AS (
         SELECT ?::text[] AS prefix, ?::text[] AS suffix, ?::text[] AS usage, ?::text[] AS reason, ?::text[] AS pickup,
                ?::text[] AS lend_terms, ?::text[] AS anon, ARRAY['negotiable', 'urgent', 'hostel', 'campus', 'semester-end'] AS extra,
                (SELECT array_agg(id ORDER BY email) FROM users WHERE email LIKE ?) AS sellers
       ),
       r AS MATERIALIZED (
         SELECT g,
                1 + floor(random() * (SELECT count(*) FROM bulk_items))::int AS k,
                random() < 0.7 AS sell,
                -- Most listings are live; some were posted 28 to 40 days ago and have expired.
                CASE WHEN random() < 0.08 THEN 28 + random() * 12 ELSE random() * 28 END * interval '1 day' AS age,
                random() < 0.1 AS sold,
                -- A few busy sellers, a long tail of occasional ones.
                1 + floor(power(random(), 1.15) * cardinality(p.sellers))::int AS seller,
                CASE WHEN random() < 0.10 THEN 'new' WHEN random() < 0.3 THEN 'like-new' WHEN random() < 0.55 THEN 'good'
                     WHEN random() < 0.7 THEN 'fair' ELSE 'poor' END AS condition,
                CASE WHEN random() < 0.1 THEN 'hour' WHEN random() < 0.45 THEN 'day' WHEN random() < 0.6 THEN 'week' ELSE 'month' END AS duration,
                random() AS price_draw,
                random() < 0.5 AS deposit,
                random() < 0.05 AS anonymous,
                random() < 0.3 AS located,
                ${pick('prefix')} AS title_prefix, ${pick('suffix')} AS title_suffix,
                ${pick('usage')} AS usage, ${pick('reason')} AS reason, ${pick('lend_terms')} AS lend_term, ${pick('pickup')} AS pickup,
                CASE WHEN random() < 0.3 THEN ARRAY[${pick('extra')}] ELSE '{}' END AS extra_tags,
                floor(random() * 4)::int AS age_years, floor(random() * 12)::int AS age_months,
                random() AS lat_draw, random() AS lng_draw, ${pick('anon')} AS anon_name
           FROM generate_series(1, ?) g, p
       ),
       l AS (
         SELECT r.*, i.name, i.tags, i.category,
                -- Cheap things are common: skew the draw towards the low end, round to tens.
                round((i.min + (i.max - i.min) * power(r.price_draw, 2.5)) / 10) * 10 AS value,
                trim(r.title_prefix || ' ' || i.name || r.title_suffix) AS title,
                now() - r.age AS created
           FROM r JOIN bulk_items i USING (k)
       ),
       inserted AS (
         INSERT INTO listings (id, seller_id, slug, title, description, category, condition, listing_type, price, rental_amount,
                               rental_duration, rental_deposit, product_age_years, product_age_months, tags, location_lat,
                               location_lng, is_anonymous, anonymous_name, is_available, expires_at, created_at, updated_at)
         SELECT md5('thriftz-bulk-listing-' || l.g)::uuid, p.sellers[l.seller],
                regexp_replace(regexp_replace(lower(l.title), '[^a-z0-9 ]', '', 'g'), ' +', '-', 'g') || '-' || l.g,
                l.title,
                CASE WHEN l.sell THEN concat_ws(' ', l.name || ' for sale.', l.usage, l.reason, l.pickup)
                     ELSE concat_ws(' ', l.name || ' to borrow by the ' || l.duration || '.', l.usage, l.lend_term, l.pickup) END,
                l.category, l.condition, CASE WHEN l.sell THEN 'sell' ELSE 'lend' END,
                CASE WHEN l.sell THEN l.value END,
                CASE WHEN NOT l.sell THEN greatest(10, round(l.value * CASE l.duration WHEN 'hour' THEN 0.004 WHEN 'day' THEN 0.015
                     WHEN 'week' THEN 0.05 ELSE 0.12 END / 5) * 5) END,
                CASE WHEN NOT l.sell THEN l.duration END,
                CASE WHEN NOT l.sell AND l.deposit THEN greatest(100, round(l.value * 0.3 / 100) * 100) END,
                l.age_years, l.age_months, l.tags || l.extra_tags,
                CASE WHEN l.located THEN 12.9716 + (l.lat_draw - 0.5) * 0.02 END,
                CASE WHEN l.located THEN 77.5946 + (l.lng_draw - 0.5) * 0.02 END,
                l.anonymous, CASE WHEN l.anonymous THEN l.anon_name END,
                NOT l.sold, l.created + interval '28 days', l.created, l.created
           FROM l, p
         RETURNING id, seller_id, created_at
       ),
       pictures AS (
         -- One picture (75%), two (20%) or three, from the id's bits.
         INSERT INTO images (id, owner_id, listing_id, position, created_at)
         SELECT md5('thriftz-bulk-image-' || ins.id || '-' || n)::uuid, ins.seller_id, ins.id, n, ins.created_at
           FROM inserted ins,
                generate_series(0, CASE WHEN get_byte(uuid_send(ins.id), 15) < 192 THEN 0
                                        WHEN get_byte(uuid_send(ins.id), 15) < 243 THEN 1 ELSE 2 END) n
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM inserted)::int AS listings, (SELECT count(*) FROM pictures)::int AS images`,
      [
        words.titlePrefixes,
        words.titleSuffixes,
        words.usage,
        words.reasons,
        words.pickups,
        words.lendTerms,
        words.anonymousNames,
        `${BULK_EMAIL_PREFIX}%`,
        listings,
      ],
    );
    const sellerIds = (await trx('users').whereLike('email', `${BULK_EMAIL_PREFIX}%`).orderBy('email').pluck('id')) as string[];
    const posts = {
      requests: requests ? await insertBulkRequests(trx, sellerIds, requests) : 0,
      roommatePosts: roommatePosts ? await insertBulkRoommatePosts(trx, sellerIds, roommatePosts) : 0,
    };
    if (whileIndexing) {
      const { rows: images } = await trx.raw<{ rows: BulkImage[] }>(
        `SELECT i.id, l.category FROM images i JOIN listings l ON l.id = i.listing_id
           JOIN users u ON u.id = l.seller_id WHERE u.email LIKE ?`,
        [`${BULK_EMAIL_PREFIX}%`],
      );
      await Promise.all([restore(), whileIndexing(images)]);
    } else {
      await restore();
    }
    return { sellers, ...rows[0]!, ...posts };
  });
}

/**
 * Fresh statistics, so the planner sees the new sizes at once, and the vacuum autovacuum would
 * start on so many new rows anyway: done now, it does not run in the middle of a measurement, and
 * the visibility map and hint bits are set as on a database that has been up a while.
 */
export async function analyzeBulk(knex: Knex) {
  await knex.raw('VACUUM (ANALYZE) users, listings, images, requests, roommate_posts');
}

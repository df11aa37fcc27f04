/**
 * Bulk requests and roommate posts for the bench and for EXPLAIN at scale, by the bulk sellers
 * (seeds/bulk.ts), in its transaction: item requests drawn from the listings' catalogue (searching
 * an item's noun finds about 1% of them), roommate posts in ten areas (an area's name finds about
 * a tenth). A few are fulfilled, closed or expired, as on a real campus.
 */
import type { Knex } from 'knex';

/** Why a student asks for an item (request descriptions). */
const requestReasons = [
  'Need it for the coming semester, a used one in working order is fine.',
  'Mine broke before the exams, looking for a replacement this week.',
  'Starting a new project and need one for a few weeks.',
  'A junior on a budget, happy to pick it up anywhere on campus.',
  'Would prefer someone in the hostels so I can collect it quickly.',
];
/** Where roommate posts are (titles); each one is in about a tenth of the posts. */
const roommateAreas = [
  'Koramangala', 'Indiranagar', 'Jayanagar', 'Whitefield', 'Malleswaram', 'Banashankari', 'Hebbal', 'Yelahanka', 'Marathahalli', 'Basavanagudi',
];
/** Sentences a roommate post's description is built from. */
const roommateDetails = [
  'Looking for a tidy and friendly flatmate who respects quiet hours.',
  'Vegetarian kitchen, shared chores, fast Wi-Fi and a washing machine.',
  'Ten minutes from the campus gate, buses every few minutes.',
  'Furnished room with a balcony, rent split equally every month.',
  'Final year student, mostly in the library, easy to live with.',
];

/** `arr[random]` in SQL for an array literal or column. */
const pick = (arr: string) => `(${arr})[1 + floor(random() * cardinality(${arr}))::int]`;

/** Days since posting: most are live, some posted 28 to 40 days ago have expired. */
const AGE = `CASE WHEN random() < 0.08 THEN 28 + random() * 12 ELSE random() * 28 END * interval '1 day'`;

/** Needs the temporary bulk_items table and the sellers' ids. */
export async function insertBulkRequests(trx: Knex.Transaction, sellers: string[], count: number): Promise<number> {
  const { rows } = await trx.raw<{ rows: { n: number }[] }>(
    `WITH p AS (SELECT ?::uuid[] AS sellers, ?::text[] AS reasons),
     r AS MATERIALIZED (
       SELECT g, 1 + floor(random() * (SELECT count(*) FROM bulk_items))::int AS k, ${pick('p.sellers')} AS seller,
              random() < 0.8 AS buy, ${AGE} AS age, random() < 0.1 AS fulfilled, ${pick('p.reasons')} AS reason,
              ${pick(`ARRAY['under-500', '500-1000', '1000-2000', '2000-5000', '5000-10000', 'over-10000', 'negotiable']`)} AS price_range,
              ${pick(`ARRAY['new', 'like-new', 'good', 'fair', 'poor', 'any']`)} AS condition,
              ${pick(`ARRAY['low', 'medium', 'high']`)} AS urgency
         FROM generate_series(1, ?) g, p
     ),
     inserted AS (
       INSERT INTO requests (id, requested_by_id, slug, title, description, category, request_type, price_range, condition, tags,
                             urgency, is_active, expires_at, created_at, updated_at)
       SELECT md5('thriftz-bulk-request-' || r.g)::uuid, r.seller,
              regexp_replace(regexp_replace(lower('looking for ' || i.name), '[^a-z0-9 ]', '', 'g'), ' +', '-', 'g') || '-' || r.g,
              'Looking for ' || i.name, 'Looking for ' || i.name || '. ' || r.reason, i.category,
              CASE WHEN r.buy THEN 'buy' ELSE 'rent' END, r.price_range, r.condition, i.tags, r.urgency, NOT r.fulfilled,
              now() - r.age + interval '28 days', now() - r.age, now() - r.age
         FROM r JOIN bulk_items i USING (k)
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM inserted`,
    [sellers, requestReasons, count],
  );
  return rows[0]!.n;
}

export async function insertBulkRoommatePosts(trx: Knex.Transaction, sellers: string[], count: number): Promise<number> {
  const { rows } = await trx.raw<{ rows: { n: number }[] }>(
    `WITH p AS (SELECT ?::uuid[] AS sellers, ?::text[] AS areas, ?::text[] AS details),
     r AS MATERIALIZED (
       SELECT g, ${pick('p.sellers')} AS poster, ${pick('p.areas')} AS area, ${pick('p.details')} AS a, ${pick('p.details')} AS b,
              ${pick(`ARRAY['any', 'any', 'male', 'female', 'other']`)} AS gender,
              ${pick(`ARRAY['flat-apartment', 'pg', 'college-hostel']`)} AS accommodation,
              (3000 + floor(random() * 35) * 500)::int AS budget, ${AGE} AS age, random() < 0.1 AS closed
         FROM generate_series(1, ?) g, p
     ),
     inserted AS (
       INSERT INTO roommate_posts (id, posted_by_id, title, description, gender_pref, age_range, budget, accommodation_type,
                                   contact_info, is_active, expires_at, created_at, updated_at)
       SELECT md5('thriftz-bulk-roommate-' || r.g)::uuid, r.poster, 'Roommate wanted in ' || r.area,
              'Room in ' || r.area || '. ' || r.a || ' ' || r.b, r.gender, '18-25', r.budget, r.accommodation,
              '+91 ' || (7000000000 + r.g)::text, NOT r.closed, now() - r.age + interval '28 days', now() - r.age, now() - r.age
         FROM r
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM inserted`,
    [sellers, roommateAreas, roommateDetails, count],
  );
  return rows[0]!.n;
}

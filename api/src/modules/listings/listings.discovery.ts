// What the browse and home pages offer beyond the list: 'Did you mean' and the category counts.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { suggestFor } from '../../posts/index.js';
import type { ListingType } from './listings.repository.js';

type Category = Schemas['Category'];

/** Every category in the contract's order; a Record so a category added there must be added here. */
const CATEGORY_ORDER: Record<Category, number> = {
  textbooks: 0,
  'lab-equipment': 1,
  electronics: 2,
  furniture: 3,
  clothing: 4,
  accessories: 5,
  gaming: 6,
  vehicles: 7,
  'art-collectibles': 8,
  other: 9,
};
const CATEGORIES = (Object.keys(CATEGORY_ORDER) as Category[]).sort((a, b) => CATEGORY_ORDER[a] - CATEGORY_ORDER[b]);

/** 'Did you mean' over the live listings of `type` (posts/suggestions.ts; indexes of migration 20261125120000-post-suggestions). */
export const suggestions = (db: Db, type: ListingType, q: string): Promise<Schemas['Suggestions']> =>
  suggestFor(db, { from: 'listings l', alias: 'l', live: 'l.listing_type = ? AND l.is_available AND l.expires_at > now()', bindings: [type], hasTags: true }, q);

/** Live listings of `type` per category, every category present (0 when none), in one GROUP BY over listings_category_idx. */
export async function categoryCounts(db: Db, type: ListingType): Promise<Schemas['CategoryCounts']> {
  const rows = (await db('listings')
    .where('listingType', type)
    .whereRaw('is_available AND expires_at > now()')
    .groupBy('category')
    .select('category')
    .count({ n: '*' })) as { category: Category; n: string | number }[];
  const byCategory = new Map(rows.map((r) => [r.category, Number(r.n)]));
  return { counts: CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 })) };
}

/**
 * The counts of `type` for the window starting at `windowStart`, the same on every API instance:
 * the first instance to ask counts and stores them (one row per type, replaced by the next
 * window's); the others read what it stored. Two counting at once both count, and the first
 * stored wins for both.
 */
export async function sharedCategoryCounts(db: Db, type: ListingType, windowStart: Date): Promise<Schemas['CategoryCounts']> {
  const stored = () =>
    db('listingCategoryCounts').where({ listingType: type, windowStart }).first('counts') as Promise<{ counts: Schemas['CategoryCounts'] } | undefined>;
  const found = await stored();
  if (found) return found.counts;
  const counts = await categoryCounts(db, type);
  const { rows } = await db.raw<{ rows: { counts: Schemas['CategoryCounts'] }[] }>(
    `INSERT INTO listing_category_counts (listing_type, window_start, counts) VALUES (?, ?, ?::jsonb)
     ON CONFLICT (listing_type) DO UPDATE SET window_start = excluded.window_start, counts = excluded.counts
       WHERE listing_category_counts.window_start < excluded.window_start
     RETURNING counts`,
    [type, windowStart, JSON.stringify(counts)],
  );
  if (rows[0]) return rows[0].counts;
  // Another instance stored this window first (or a later one: this clock is behind; ours then).
  return (await stored())?.counts ?? counts;
}

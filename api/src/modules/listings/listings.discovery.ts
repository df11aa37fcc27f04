// What the browse and home pages offer beyond the list: 'Did you mean' and the category counts.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { searchWords } from '../../posts/index.js';
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

/** Suggestions a browse page shows at most. */
export const MAX_SUGGESTIONS = 5;

/** A suggestion must be at least this alike (word similarity, 0 to 1) to be offered. */
const MIN_SCORE = 0.5;

/** The words a suggestion is looked up by: shorter ones have too few trigrams to tell anything apart. */
const lookupWords = (q: string) =>
  searchWords(q)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);

/**
 * The titles and tags of live listings of `type` closest to the search words. A title is found
 * when some run of its words is like one of the words (`word <% title`, pg_trgm's word
 * similarity: 'guitr' finds 'Yamaha acoustic guitar') and scored by the words' mean similarity,
 * so a title like all of them ranks first; a tag is scored by its best word. Both read the
 * trigram indexes of migration 20261125120000 and check the expiry on the rows found; each half
 * is capped before they meet.
 */
async function closestTitlesAndTags(db: Db, type: ListingType, words: string[]) {
  const anyWord = (expression: string) => words.map(() => `?::text <% ${expression}`).join(' OR ');
  const meanOver = (expression: string) => `(${words.map(() => `word_similarity(?::text, ${expression})`).join(' + ')}) / ${words.length}`;
  const bestOf = (expression: string) => `GREATEST(${words.map(() => `word_similarity(?::text, ${expression})`).join(', ')})`;
  const { rows } = await db.raw<{ rows: { suggestion: string; score: number }[] }>(
    `(SELECT l.title AS suggestion, ${meanOver('lower(l.title)')} AS score
        FROM listings l
       WHERE l.listing_type = ? AND l.is_available AND l.expires_at > now() AND (${anyWord('lower(l.title)')})
       ORDER BY score DESC, l.created_at DESC
       LIMIT 20)
     UNION ALL
     (SELECT tag AS suggestion, ${bestOf('lower(tag)')} AS score
        FROM listings l CROSS JOIN LATERAL unnest(l.tags) AS tag
       WHERE l.listing_type = ? AND l.is_available AND l.expires_at > now() AND (${anyWord('post_tags_text(l.tags)')})
       ORDER BY score DESC
       LIMIT 20)`,
    [...words, type, ...words, ...words, type, ...words],
  );
  return rows.filter((row) => row.score >= MIN_SCORE);
}

/** 'Did you mean': up to MAX_SUGGESTIONS distinct titles or tags (any letter case counts once), never the text itself. */
export async function suggestions(db: Db, type: ListingType, q: string): Promise<Schemas['Suggestions']> {
  const words = lookupWords(q);
  if (!words.length) return { suggestions: [] };
  const seen = new Set([q.trim().replace(/\s+/g, ' ').toLowerCase()]);
  const found: string[] = [];
  for (const { suggestion } of (await closestTitlesAndTags(db, type, words)).sort((a, b) => b.score - a.score)) {
    const key = suggestion.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(suggestion.trim());
    if (found.length === MAX_SUGGESTIONS) break;
  }
  return { suggestions: found };
}

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

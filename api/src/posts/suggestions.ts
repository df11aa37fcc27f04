// 'Did you mean' for a post search that found nothing: the live titles and tags closest to its words.
import type { Db } from '../db/knex.js';
import type { PostKind } from './kind.js';
import { liveSql } from './moderation.js';
import { searchWords } from './search.js';

/** Suggestions a browse page shows at most. */
export const MAX_SUGGESTIONS = 5;

/** A suggestion must be at least this alike (word similarity, 0 to 1) to be offered. */
const MIN_SCORE = 0.5;

/** Where a kind of post keeps what may be suggested, and which of its rows are live. */
export interface SuggestionSource {
  /** The table and its alias, e.g. 'listings l'. */
  from: string;
  alias: string;
  /** The live rows' condition on `alias`, with `?` for `bindings`. */
  live: string;
  bindings: string[];
  /** Whether the table has a `tags text[]` column (suggested too). */
  hasTags: boolean;
}

/** The words a suggestion is looked up by: shorter ones have too few trigrams to tell anything apart. */
const lookupWords = (q: string) =>
  searchWords(q)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);

/**
 * The titles and tags of live posts closest to the search words. A title is found when some run
 * of its words is like one of the words (`word <% title`, pg_trgm's word similarity: 'guitr' finds
 * 'Yamaha acoustic guitar') and scored by the words' mean similarity, so a title like all of them
 * ranks first; a tag is scored by its best word. Both read trigram GIN indexes over
 * `lower(title)` and `post_tags_text(tags)` partial on the table's browse flag; each half is
 * capped before they meet.
 */
async function closestTitlesAndTags(db: Db, source: SuggestionSource, words: string[]) {
  const a = source.alias;
  const anyWord = (expression: string) => words.map(() => `?::text <% ${expression}`).join(' OR ');
  const similarities = (expression: string) => words.map(() => `word_similarity(?::text, ${expression})`);
  const titles = `(SELECT ${a}.title AS suggestion, (${similarities(`lower(${a}.title)`).join(' + ')}) / ${words.length} AS score
      FROM ${source.from} WHERE ${source.live} AND (${anyWord(`lower(${a}.title)`)})
      ORDER BY score DESC, ${a}.created_at DESC LIMIT 20)`;
  const tags = `(SELECT tag AS suggestion, GREATEST(${similarities('lower(tag)').join(', ')}) AS score
      FROM ${source.from} CROSS JOIN LATERAL unnest(${a}.tags) AS tag
      WHERE ${source.live} AND (${anyWord(`post_tags_text(${a}.tags)`)})
      ORDER BY score DESC LIMIT 20)`;
  const sql = source.hasTags ? `${titles} UNION ALL ${tags}` : titles;
  const bindings = [...words, ...source.bindings, ...words];
  const { rows } = await db.raw<{ rows: { suggestion: string; score: number }[] }>(
    sql,
    source.hasTags ? [...bindings, ...words, ...source.bindings, ...words] : bindings,
  );
  return rows.filter((row) => row.score >= MIN_SCORE);
}

/** Up to MAX_SUGGESTIONS distinct titles or tags (any letter case counts once), best first, never the text itself. */
export async function suggestFor(db: Db, source: SuggestionSource, q: string): Promise<{ suggestions: string[] }> {
  const words = lookupWords(q);
  if (!words.length) return { suggestions: [] };
  const seen = new Set([q.trim().replace(/\s+/g, ' ').toLowerCase()]);
  const found: string[] = [];
  for (const { suggestion } of (await closestTitlesAndTags(db, source, words)).sort((x, y) => y.score - x.score)) {
    const key = suggestion.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(suggestion.trim());
    if (found.length === MAX_SUGGESTIONS) break;
  }
  return { suggestions: found };
}

/** Suggestions over a kind's live posts (active and unexpired): their titles, and tags where it has them. */
export const suggestPosts = (db: Db, kind: PostKind, q: string) =>
  suggestFor(db, { from: `${kind.table} ${kind.alias}`, alias: kind.alias, live: liveSql(kind.alias), bindings: [], hasTags: kind.hasTags }, q);

// What a search box's text means for a post browse: the words, and how a post matches them.
import type { Knex } from 'knex';
import { containsWord } from '../db/like.js';

/** Words beyond these are ignored (each one is a condition of the query). */
export const MAX_SEARCH_WORDS = 10;

/** The words of a search, split on white space. */
export const searchWords = (q: string | undefined): string[] => (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/**
 * Keeps the posts whose search column (title, description and tags, stored lower-cased by the
 * table's trigger; trigram index) contains every word, in any letter case.
 */
export function whereContainsEveryWord(query: Knex.QueryBuilder, searchColumn: string, words: string[]) {
  for (const word of words) query.whereRaw(`${searchColumn} LIKE ?`, [containsWord(word)]);
  return query;
}

/**
 * The text-search query of the words: each word must start a word of the post (a prefix match,
 * "guit" finds "guitar"). A word of several parts ("e-book", "don't", "fx-991") asks for its
 * parts in a row, the last one as a prefix, as the 'simple' parser splits the post's text. Only
 * letters, marks and digits reach the query, so its syntax cannot be injected. Null when a word
 * has none of them ("%", "&"): such a word only has the substring match.
 */
export function wordStartsQuery(words: string[]): string | null {
  const terms: string[] = [];
  for (const word of words) {
    const parts = word.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu);
    if (!parts) return null;
    terms.push(parts.map((part, i) => (i === parts.length - 1 ? `${part}:*` : part)).join(' <-> '));
  }
  return terms.join(' & ');
}

/** Where a post's words are: its stored tsvector (GIN) and its lower-cased text (trigram GIN). */
export interface SearchColumns {
  vector: string;
  text: string;
}

/** Adds one way of matching the search words to a browse query. */
export type WordMatch = (query: Knex.QueryBuilder) => Knex.QueryBuilder;

/**
 * Runs a browse (`run`, given how to match the words) with the word-start match of the text-search
 * index, and, only when that finds nothing, again with the substring match of the trigram index
 * ("itar" still finds "guitar", as every search did before the tsvector). The result count decides:
 * a search that finds something by word starts never pays for the trigram scan.
 */
export async function searchByWords<R extends { count: number }>(
  words: string[],
  columns: SearchColumns,
  run: (match: WordMatch) => Promise<R>,
): Promise<R> {
  if (!words.length) return run((query) => query);
  const tsquery = wordStartsQuery(words);
  if (tsquery !== null) {
    const found = await run((query) => query.whereRaw(`${columns.vector} @@ to_tsquery('simple', ?)`, [tsquery]));
    if (found.count > 0) return found;
  }
  return run((query) => whereContainsEveryWord(query, columns.text, words));
}

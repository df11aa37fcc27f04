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

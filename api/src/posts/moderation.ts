// What the back office's moderation lists of posts share: the state and word filters and the
// "live" condition their stat cards count.
import type { Knex } from 'knex';
import { searchWords, whereContainsEveryWord } from './search.js';

export type ModerationStatus = 'all' | 'active' | 'inactive';

/** SQL for a live post (active and unexpired: what the browse pages show) of the alias. */
export const liveSql = (alias: string) => `${alias}.is_active AND ${alias}.expires_at > now()`;

/**
 * Keeps the posts of the state (`active`: live; `inactive`: the rest) whose lower-cased search
 * text (trigram-indexed) holds every word of `q`.
 */
export function whereModerated(query: Knex.QueryBuilder, alias: string, filter: { q?: string; status: ModerationStatus }) {
  if (filter.status === 'active') query.whereRaw(liveSql(alias));
  if (filter.status === 'inactive') query.whereRaw(`NOT (${liveSql(alias)})`);
  return whereContainsEveryWord(query, `${alias}.search_text`, searchWords(filter.q));
}

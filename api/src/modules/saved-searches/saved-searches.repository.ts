// The saved-searches module's tables: saved_searches and saved_search_matches (it alone writes them).
import type { Db } from '../../db/knex.js';
import type { FilterColumns, SearchFilters } from './search-filters.js';

export interface SavedSearchRow extends FilterColumns {
  id: string;
  userId: string;
  name: string;
  digest: boolean;
  createdAt: Date;
  /** Matches since the student last opened the results, of listings still live. */
  newMatches: number;
}

export interface NewSavedSearch {
  userId: string;
  name: string;
  filters: Required<SearchFilters>;
  filterKey: string;
  wordQuery: string | null;
  wordPatterns: string[];
  digest: boolean;
}

const columns = [
  's.id',
  's.userId',
  's.name',
  's.listingType',
  's.q',
  's.categories',
  's.conditions',
  's.durations',
  's.minPrice',
  's.maxPrice',
  's.digest',
  's.createdAt',
];

/** A search's new matches, counted by saved_search_matches_recent_idx (one subquery per search: at most 20). */
const NEW_MATCHES = `(SELECT count(*)::int FROM saved_search_matches m JOIN listings l ON l.id = m.listing_id
   WHERE m.saved_search_id = s.id AND m.matched_at > s.seen_at AND l.is_available AND l.expires_at > now()) AS new_matches`;

const withCounts = (db: Db) => db('savedSearches as s').select(columns).select(db.raw(NEW_MATCHES));

export const listForUser = (db: Db, userId: string) =>
  withCounts(db)
    .where('s.userId', userId)
    .orderBy([
      { column: 's.createdAt', order: 'desc' },
      { column: 's.id', order: 'desc' },
    ]) as Promise<SavedSearchRow[]>;

export const findOwn = (db: Db, userId: string, id: string) =>
  withCounts(db).where({ 's.id': id, 's.userId': userId }).first() as Promise<SavedSearchRow | undefined>;

/**
 * Serialises one student's saves until the transaction ends, so the count read after it is the
 * count the insert adds to (two saves at once cannot both pass the limit).
 */
export const lockStudentSaves = (trx: Db, userId: string) =>
  trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`saved-searches:${userId}`]);

export async function countForUser(trx: Db, userId: string): Promise<number> {
  const row = await trx('savedSearches').where({ userId }).count<{ count: number }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

export const hasFilters = async (trx: Db, userId: string, filterKey: string) =>
  Boolean(await trx('savedSearches').where({ userId, filterKey }).first('id'));

/** Answers the new id, or null when the student has saved these filters already. */
export async function insert(trx: Db, s: NewSavedSearch): Promise<string | null> {
  const { filters: f } = s;
  const rows: { id: string }[] = await trx('savedSearches')
    .insert({
      userId: s.userId,
      name: s.name,
      listingType: f.type,
      q: f.q,
      wordQuery: s.wordQuery,
      wordPatterns: s.wordPatterns,
      categories: f.category,
      conditions: f.condition,
      durations: f.duration,
      minPrice: f.minPrice,
      maxPrice: f.maxPrice,
      filterKey: s.filterKey,
      digest: s.digest,
    })
    .onConflict(['userId', 'filterKey'])
    .ignore()
    .returning('id');
  return rows[0]?.id ?? null;
}

export const setDigest = (db: Db, userId: string, id: string, digest: boolean) =>
  db('savedSearches').where({ id, userId }).update({ digest });

export const remove = (db: Db, userId: string, id: string) => db('savedSearches').where({ id, userId }).delete();

export const markSeen = (db: Db, userId: string, id: string) => db('savedSearches').where({ id, userId }).update({ seenAt: db.fn.now() });

/** The digest link's change: that search only, whoever holds the link. Answers whether it exists. */
export const digestOff = (db: Db, id: string) => db('savedSearches').where({ id }).update({ digest: false });

// A student's saved searches: saving the browse's filters (limit, duplicates), the list with new
// matches, the digest switch, seen, delete. Another student's search is as unknown as none.
import type { Db } from '../../db/knex.js';
import { isUuid } from '../../db/uuid.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, notFound } from '../../http/problem.js';
import { searchOfDigestToken } from './digest-token.js';
import * as repo from './saved-searches.repository.js';
import { assertValid, canonical, defaultName, filterKey, wordColumns, type SearchFilters } from './search-filters.js';

/** How many saved searches a student may keep. */
export const SAVED_SEARCH_LIMIT = 20;

export const SAVED_SEARCH_MESSAGES = {
  notFound: 'Saved search not found.',
  duplicate: 'You have already saved this search.',
  limit: `You can keep up to ${SAVED_SEARCH_LIMIT} saved searches. Delete one to save another.`,
} as const;

const savedSearchNotFound = () => notFound(SAVED_SEARCH_MESSAGES.notFound, 'saved-search-not-found');

export function toSavedSearch(row: repo.SavedSearchRow): Schemas['SavedSearch'] {
  const filters: SearchFilters = { type: row.listingType };
  if (row.q) filters.q = row.q;
  if (row.categories.length) filters.category = row.categories as SearchFilters['category'];
  if (row.conditions.length) filters.condition = row.conditions as SearchFilters['condition'];
  if (row.durations.length) filters.duration = row.durations as SearchFilters['duration'];
  if (row.minPrice !== null) filters.minPrice = row.minPrice;
  if (row.maxPrice !== null) filters.maxPrice = row.maxPrice;
  return { id: row.id, name: row.name, filters, digest: row.digest, newMatches: row.newMatches, createdAt: row.createdAt.toISOString() };
}

export async function listSavedSearches(db: Db, userId: string): Promise<Schemas['SavedSearchList']> {
  return { items: (await repo.listForUser(db, userId)).map(toSavedSearch), limit: SAVED_SEARCH_LIMIT };
}

export async function createSavedSearch(db: Db, userId: string, input: Schemas['SavedSearchInput']): Promise<Schemas['SavedSearch']> {
  const filters = canonical(input.filters);
  assertValid(filters);
  const key = filterKey(filters);
  const id = await db.transaction(async (trx) => {
    await repo.lockStudentSaves(trx, userId);
    // The duplicate is told before the limit: a full list still answers "already saved".
    if (await repo.hasFilters(trx, userId, key)) throw conflict(SAVED_SEARCH_MESSAGES.duplicate, 'duplicate-search');
    if ((await repo.countForUser(trx, userId)) >= SAVED_SEARCH_LIMIT) throw conflict(SAVED_SEARCH_MESSAGES.limit, 'saved-search-limit');
    const name = input.name?.trim() || defaultName(filters);
    const newId = await repo.insert(trx, { userId, name, filters, filterKey: key, digest: input.digest ?? true, ...wordColumns(filters.q) });
    // The lock makes this unreachable but for a search saved outside it; the UNIQUE key still decides.
    if (!newId) throw conflict(SAVED_SEARCH_MESSAGES.duplicate, 'duplicate-search');
    return newId;
  });
  return toSavedSearch((await repo.findOwn(db, userId, id))!);
}

export async function updateSavedSearch(db: Db, userId: string, id: string, change: Schemas['SavedSearchChange']): Promise<Schemas['SavedSearch']> {
  if (!isUuid(id)) throw savedSearchNotFound();
  if (change.digest !== undefined) await repo.setDigest(db, userId, id, change.digest);
  const row = await repo.findOwn(db, userId, id);
  if (!row) throw savedSearchNotFound();
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.remove(db, userId, id))) throw savedSearchNotFound();
}

export async function markSavedSearchSeen(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.markSeen(db, userId, id))) throw savedSearchNotFound();
}

/**
 * The digest link's POST: leaves the token's search out of the digest (a search deleted since has
 * nothing left to send, and answers the same). False when the token is not the server's.
 */
export async function digestOffByLink(db: Db, secret: string, token: string): Promise<boolean> {
  const searchId = searchOfDigestToken(secret, token);
  if (!searchId) return false;
  await repo.digestOff(db, searchId);
  return true;
}

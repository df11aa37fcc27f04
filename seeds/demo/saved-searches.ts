// The demo students' saved searches: Priya's three (one with its daily e-mail off) and Rahul's
// one, saved a month ago through the module's own save, then matched by the match job's own run
// against the demo listings, so /saved-searches shows new matches and the bell tells of them.
import type { Knex } from 'knex';
import { createSavedSearch, matchSavedSearches } from '../../api/src/modules/saved-searches/index.js';
import type { Clock } from './time.js';

type Input = Parameters<typeof createSavedSearch>[2];

const SEARCHES: { by: string; input: Input }[] = [
  { by: 'priya', input: { name: 'Furniture up to ₹3,000', filters: { type: 'sell', category: ['furniture'], maxPrice: 3000 } } },
  { by: 'priya', input: { filters: { type: 'sell', q: 'guitar' } } },
  { by: 'priya', input: { name: 'Electronics to borrow', filters: { type: 'lend', category: ['electronics'] }, digest: false } },
  { by: 'rahul', input: { filters: { type: 'sell', q: 'cycle' } } },
];

export async function insertSavedSearches(trx: Knex.Transaction, people: Map<string, string>, clock: Clock): Promise<number> {
  const ids: string[] = [];
  for (const { by, input } of SEARCHES) ids.push((await createSavedSearch(trx, people.get(by)!, input)).id);
  // Saved before every demo listing, and never looked at since: every match is new.
  const monthAgo = clock.ago(30);
  await trx('savedSearches').whereIn('id', ids).update({ createdAt: monthAgo, checkedAt: monthAgo, seenAt: monthAgo });
  return (await matchSavedSearches(trx)).matches;
}

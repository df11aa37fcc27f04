// The match job: every saved search against the listings created since its last check, in one
// statement, each match recorded once; the student is told once per search and run.
import type { Db } from '../../db/knex.js';
import { notifyAll, type AlertInput } from '../alerts/index.js';
import { filtersOfColumns, resultsPath, type FilterColumns } from './search-filters.js';

/**
 * How far back of a search's last check a run looks again: a listing's created_at is its
 * transaction's start, so one that committed after the last run began may be older than it. Its
 * match is recorded once all the same (the primary key).
 */
const RECHECK = '10 minutes';

interface Found extends FilterColumns {
  id: string;
  userId: string;
  name: string;
  found: number;
  titles: string[];
  firstListingId: string;
}

/**
 * The browse's predicates (listings.repository's browseQuery: live, the type, the categories,
 * conditions, durations, the amount's range, and the words by word start or substring, as
 * posts/search.ts reads them) with each search's own columns in place of the query's values; never
 * the student's own listings, nor hidden, sold or expired ones. The test 'matches what the browse
 * finds' holds the two together.
 */
const MATCH = `
  WITH found AS (
    INSERT INTO saved_search_matches (saved_search_id, listing_id)
    SELECT s.id, l.id
      FROM saved_searches s
      JOIN listings l ON l.listing_type = s.listing_type
                     AND l.created_at > GREATEST(s.created_at, s.checked_at - interval '${RECHECK}')
     WHERE l.is_available AND l.expires_at > now()
       AND l.seller_id <> s.user_id
       AND (cardinality(s.categories) = 0 OR l.category = ANY (s.categories))
       AND (cardinality(s.conditions) = 0 OR l.condition = ANY (s.conditions))
       AND (cardinality(s.durations) = 0 OR l.rental_duration = ANY (s.durations))
       AND (s.min_price IS NULL OR COALESCE(l.price, l.rental_amount) >= s.min_price)
       AND (s.max_price IS NULL OR COALESCE(l.price, l.rental_amount) <= s.max_price)
       AND (cardinality(s.word_patterns) = 0
            OR (s.word_query IS NOT NULL AND l.search_vector @@ to_tsquery('simple', s.word_query))
            OR l.search_text LIKE ALL (s.word_patterns))
    ON CONFLICT DO NOTHING
    RETURNING saved_search_id, listing_id)
  SELECT s.id, s.user_id, s.name, s.listing_type, s.q, s.categories, s.conditions, s.durations, s.min_price, s.max_price,
         count(*)::int AS found,
         (array_agg(l.title ORDER BY l.created_at, l.id))[1:3] AS titles,
         (array_agg(l.id ORDER BY l.created_at, l.id))[1] AS first_listing_id
    FROM found f
    JOIN saved_searches s ON s.id = f.saved_search_id
    JOIN listings l ON l.id = f.listing_id
   GROUP BY s.id`;

/**
 * One run: records the new matches of every search, moves each search's check to this run, and
 * notifies each student once per search with new matches (`saved-search:<search>:<first match>`,
 * so a repeated run tells nothing twice). Runs serialised across callers (the job's own lock is
 * try-only; this one makes a run started by hand wait for the job's). Answers how many matches.
 */
export async function matchSavedSearches(trx: Db): Promise<{ matches: number; alerts: number }> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', ['saved-searches:match']);
  const { rows } = await trx.raw<{ rows: Found[] }>(MATCH);
  await trx.raw('UPDATE saved_searches SET checked_at = now() WHERE checked_at < now()');
  const alerts = await notifyAll(trx, rows.map(alertOf));
  return { matches: rows.reduce((n, r) => n + r.found, 0), alerts };
}

function alertOf(r: Found): AlertInput {
  const more = r.found - r.titles.length;
  return {
    userId: r.userId,
    kind: 'saved-search',
    title: r.found === 1 ? `New match: ${r.name}` : `${r.found} new matches: ${r.name}`,
    body: `${r.titles.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
    link: resultsPath(filtersOfColumns(r)),
    dedupeKey: `saved-search:${r.id}:${r.firstListingId}`,
  };
}

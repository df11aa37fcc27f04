import type { Db } from '../../db/knex.js';

/**
 * Turns available listings whose expiry has passed unavailable, and answers how many. Reads
 * already hide them by the date; this takes them out of the partial browse indexes (`WHERE
 * is_available`). Idempotent: a second run finds nothing. `updated_at` is left alone: the
 * seller did not change the listing.
 */
export const expireDueListings = (db: Db): Promise<number> =>
  db('listings').whereRaw('is_available AND expires_at <= now()').update({ isAvailable: false });

import type { Db } from '../../db/knex.js';

/**
 * Turns active roommate posts whose expiry has passed inactive, and answers how many. Reads
 * already hide them by the date; this takes them out of the partial browse indexes (`WHERE
 * is_active`). Idempotent: a second run finds nothing. `updated_at` is left alone: the poster did
 * not change the post.
 */
export const expireDueRoommatePosts = (db: Db): Promise<number> =>
  db('roommate_posts').whereRaw('is_active AND expires_at <= now()').update({ isActive: false });

// How long a post lives: every listing, request and roommate post expires 28 days after it is made.
import type { Db } from '../db/knex.js';
import type { Knex } from 'knex';

export const POST_LIFETIME_DAYS = 28;

/**
 * Inserts a post into its table with its expiry set by the database clock, and answers its id.
 * Every post is created through here, so the lifetime lives in one place.
 */
export async function insertPost(db: Db, table: string, post: object): Promise<string> {
  const [row] = await db(table)
    .insert({ ...post, expiresAt: db.raw('now() + make_interval(days => ?)', [POST_LIFETIME_DAYS]) })
    .returning('id');
  return (row as { id: string }).id;
}

export const isExpired = (expiresAt: Date) => expiresAt.getTime() <= Date.now();

/**
 * Turns the table's live posts whose expiry has passed off (`flag` false: `isAvailable` for
 * listings, `isActive` for the others), and answers how many. Reads already hide them by the
 * date; this takes them out of the partial browse indexes. Idempotent: a second run finds
 * nothing. `updated_at` is left alone: the poster did not change the post.
 */
export function expirePastDue(db: Db, table: string, flag: 'isAvailable' | 'isActive'): Promise<number> {
  // Written as the partial indexes' own predicate (`WHERE is_available` / `WHERE is_active`).
  const column = flag === 'isAvailable' ? 'is_available' : 'is_active';
  return db(table).whereRaw(`${column} AND expires_at <= now()`).update({ [flag]: false });
}

/**
 * Keeps the live posts of a table with an `isActive` flag (requests, roommate posts): active and
 * not yet expired. What browsing shows, and an owner's "active" tab.
 */
export const whereLive = (db: Db, query: Knex.QueryBuilder, alias: string) =>
  query.where(`${alias}.isActive`, true).andWhere(`${alias}.expiresAt`, '>', db.fn.now());

import type { Db } from '../../db/knex.js';

export type WishlistKind = 'product' | 'request';

/**
 * The student's wishlisted ids of each kind, in the order they were added. Items deleted since
 * are still here until the next replace; the service leaves them out.
 */
export async function findIds(db: Db, userId: string) {
  const rows = (await db('wishlistItems as w')
    .where('w.userId', userId)
    .orderBy([{ column: 'w.createdAt' }, { column: 'w.itemId' }])
    .select('w.kind', 'w.itemId')) as { kind: WishlistKind; itemId: string }[];
  return {
    productIds: rows.filter((r) => r.kind === 'product').map((r) => r.itemId),
    requestIds: rows.filter((r) => r.kind === 'request').map((r) => r.itemId),
  };
}

/** Serialises replacements of one student's wishlist (two tabs saving at once). */
export const lockOwner = (trx: Db, userId: string) => trx('users').where({ id: userId }).forUpdate().first('id');

/**
 * Makes the stored wishlist exactly these ids: others are deleted, new ones appended in the order
 * given (kept ones keep their place).
 */
export async function replaceIds(trx: Db, userId: string, kind: WishlistKind, ids: string[]) {
  await trx('wishlistItems').where({ userId, kind }).whereNotIn('itemId', ids).delete();
  if (!ids.length) return;
  await trx.raw(
    `INSERT INTO wishlist_items (user_id, kind, item_id, created_at)
     SELECT ?, ?, t.id, clock_timestamp() + t.ord * interval '1 microsecond'
       FROM unnest(?::uuid[]) WITH ORDINALITY AS t (id, ord)
     ON CONFLICT DO NOTHING`,
    [userId, kind, ids],
  );
}

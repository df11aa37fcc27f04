import type { Db } from '../../db/knex.js';

/** How many products the store has, and how many of them are active (the portal's dashboard). */
export async function countStoreProducts(db: Db, storeId: string): Promise<{ total: number; active: number }> {
  const row = (await db('storeProducts')
    .where({ storeId })
    .first(db.raw('count(*)::int AS total'), db.raw('(count(*) FILTER (WHERE is_active))::int AS active'))) as { total: number; active: number };
  return { total: row.total, active: row.active };
}

// What deleting accounts takes with it, read before the admin confirms: the rows the users' foreign
// keys remove in cascade (ON DELETE CASCADE from users, and from their listings, stores, chats and
// payments), counted in one statement. Orders stay (their buyer_id and store_id are SET NULL).
import type { Db } from '../../db/knex.js';

export interface DeletionSummary {
  users: number;
  listings: number;
  requests: number;
  roommatePosts: number;
  stores: number;
  storeProducts: number;
  conversations: number;
  messages: number;
  wishlistItems: number;
  payments: number;
  subscriptions: number;
  keptOrders: number;
}

/** The counts summed over `ids` (users that do not exist add nothing; `users` says how many do). */
export async function deletionSummary(db: Db, ids: string[]): Promise<DeletionSummary> {
  const { rows } = await db.raw(
    `
    WITH who AS (SELECT id FROM users WHERE id = ANY(?::uuid[])),
    their_stores AS (SELECT id FROM stores WHERE owner_id IN (SELECT id FROM who)),
    their_chats AS (SELECT id FROM conversations WHERE user_a IN (SELECT id FROM who) OR user_b IN (SELECT id FROM who))
    SELECT
      (SELECT count(*) FROM who) AS users,
      (SELECT count(*) FROM listings WHERE seller_id IN (SELECT id FROM who)) AS listings,
      (SELECT count(*) FROM requests WHERE requested_by_id IN (SELECT id FROM who)) AS requests,
      (SELECT count(*) FROM roommate_posts WHERE posted_by_id IN (SELECT id FROM who)) AS roommate_posts,
      (SELECT count(*) FROM their_stores) AS stores,
      (SELECT count(*) FROM store_products WHERE store_id IN (SELECT id FROM their_stores)) AS store_products,
      (SELECT count(*) FROM their_chats) AS conversations,
      (SELECT count(*) FROM messages WHERE conversation_id IN (SELECT id FROM their_chats)) AS messages,
      (SELECT count(*) FROM wishlist_items WHERE user_id IN (SELECT id FROM who)) AS wishlist_items,
      (SELECT count(*) FROM purchases WHERE user_id IN (SELECT id FROM who)) AS payments,
      (SELECT count(*) FROM user_subscriptions WHERE user_id IN (SELECT id FROM who)) AS subscriptions,
      (SELECT count(*) FROM store_orders
        WHERE buyer_id IN (SELECT id FROM who) OR store_id IN (SELECT id FROM their_stores)) AS kept_orders`,
    [ids],
  );
  // Column names come back camelCased (db/knex.ts), so the row is the summary, as bigint strings.
  const row = rows[0] as Record<keyof DeletionSummary, string>;
  return Object.fromEntries(Object.entries(row).map(([key, n]) => [key, Number(n)])) as unknown as DeletionSummary;
}

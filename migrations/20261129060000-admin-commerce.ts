import type { Knex } from 'knex';

/**
 * The back office's Products, Mini Stores and Orders panels: indexes for their filters and
 * newest-first lists (no new tables).
 *
 * - Orders are searched by the buyer's name and e-mail as given at checkout and the store's name,
 *   any letter case: one trigram-indexed expression, searched with LIKE on a lower-cased term.
 *   (The buyer's account is matched through users_search_idx.)
 * - Each list is newest first, filtered or not, so each filter has its (filter, created_at) index.
 */
const ORDER_SEARCH = `lower(customer_name || ' ' || customer_email || ' ' || store_name)`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX store_orders_admin_search_idx ON store_orders USING gin ((${ORDER_SEARCH}) gin_trgm_ops)`);
  await knex.raw('CREATE INDEX store_orders_status_created_idx ON store_orders (status, created_at DESC, id DESC)');
  // Every listing newest first is listings_created_idx (20261129030000-email-preferences).
  await knex.raw('CREATE INDEX listings_available_created_idx ON listings (is_available, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX store_products_created_idx ON store_products (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX store_products_title_trgm_idx ON store_products USING gin (lower(title) gin_trgm_ops)');
  await knex.raw('CREATE INDEX stores_name_trgm_idx ON stores USING gin (lower(name) gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `DROP INDEX store_orders_admin_search_idx, store_orders_status_created_idx, listings_available_created_idx,
       store_products_created_idx, store_products_title_trgm_idx, stores_name_trgm_idx`,
  );
}

import type { Knex } from 'knex';

/**
 * One order number everywhere (ORD-yyyymmdd-NNNNNN): the back office's and the store portal's
 * order searches find an order by any part of its number, any letter case ("ord-20261126-000011",
 * "20261126-000011", "000011"). A LIKE '%…%' on lower(order_number) can use only a trigram index
 * (the UNIQUE b-tree serves equality alone), so the search reads this one instead of every order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX store_orders_number_trgm_idx ON store_orders USING gin (lower(order_number) gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX store_orders_number_trgm_idx');
}

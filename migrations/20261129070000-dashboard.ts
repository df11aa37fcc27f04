import type { Knex } from 'knex';

/**
 * The back-office dashboard's aggregates (admin-dashboard.repository.ts):
 * - listings created in the last 60 days read listings_created_idx (20261129030000-email-preferences:
 *   every listing, available or not; the browse indexes cover only available ones);
 * - store orders by status and payment type, carrying the total, for the active-order count and
 *   the revenue (an index-only scan instead of reading every order).
 * Users, stores and store orders already have their date indexes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX store_orders_status_payment_idx ON store_orders (status, payment_type) INCLUDE (total)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX store_orders_status_payment_idx');
}

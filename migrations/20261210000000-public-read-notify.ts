import type { Knex } from 'knex';

/**
 * HTTP validators for the public reads (api/src/http/public-read.ts): each table a visitor's read
 * is made of notifies the `thriftz_cache` channel with its topic on every write, in the writing
 * transaction, so it is delivered at commit to every instance, whoever wrote (another instance,
 * a job, a seed, psql). An instance's validator for a read changes with each notification of its
 * topics (api/src/db/cache-bus.ts). Statement-level, through the settings cache's function: one
 * notification per statement, and PostgreSQL folds repeats of one payload within a transaction.
 */
const topics: [table: string, topic: string][] = [
  ['listings', 'listings'],
  ['requests', 'requests'],
  ['roommate_posts', 'roommate-posts'],
  ['users', 'users'],
  ['images', 'images'],
  ['stores', 'stores'],
  // The stores' showcase (slides and promos).
  ['store_slides', 'stores'],
  ['store_promos', 'stores'],
  ['store_products', 'store-products'],
  ['store_product_sizes', 'store-products'],
];

export async function up(knex: Knex): Promise<void> {
  for (const [table, topic] of topics) {
    await knex.raw(`
      CREATE TRIGGER ${table}_public_read
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('${topic}')
    `);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table] of topics) await knex.raw(`DROP TRIGGER ${table}_public_read ON ${table}`);
}

import type { Knex } from 'knex';

/**
 * The home page's category counts, one snapshot per listing type and ten-second window, shared by
 * every API instance: the first instance to need a window's counts counts and stores them, the
 * others read what it stored, so each instance answers the same figures in that window
 * (api/src/modules/listings/listings.discovery.ts). One row per type, overwritten by the next window.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE listing_category_counts (
      listing_type text PRIMARY KEY,
      window_start timestamptz NOT NULL,
      counts jsonb NOT NULL
    )
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE listing_category_counts');
}

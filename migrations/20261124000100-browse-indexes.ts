import type { Knex } from 'knex';

/**
 * Browse indexes that were missing, and the search indexes kept current on every write.
 *
 * - One category in price order (price-low/price-high, and a price range, within a category):
 *   listings_amount_idx alone read the type's whole price range and dropped the other categories
 *   row by row (most of them for a small category), and the capped count ANDed it with the
 *   category; this index answers both in one range.
 * - The text-search GIN indexes without a pending list: with fastupdate, new rows wait in an
 *   unsorted list that every search reads in full until a vacuum merges it. Posts are read far more
 *   often than they are written, so each insert updates the index itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `CREATE INDEX listings_category_amount_idx ON listings (listing_type, category, (COALESCE(price, rental_amount)), id)
       WHERE is_available`,
  );
  for (const index of ['listings_search_vector_idx', 'requests_search_vector_idx', 'roommate_posts_search_vector_idx']) {
    await knex.raw(`ALTER INDEX ${index} SET (fastupdate = off)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const index of ['listings_search_vector_idx', 'requests_search_vector_idx', 'roommate_posts_search_vector_idx']) {
    await knex.raw(`ALTER INDEX ${index} RESET (fastupdate)`);
  }
  await knex.raw('DROP INDEX listings_category_amount_idx');
}

import type { Knex } from 'knex';

/**
 * Word search for listings, requests and roommate posts: a stored tsvector beside the trigram
 * column.
 *
 * A search word matches the words of the title, description and tags that start with it
 * (`to_tsquery('simple', 'guit:*')` finds guitars). Each table keeps `search_text` (lower-cased
 * title, description and tags, set by its trigger) and now derives `search_vector` from it: a
 * STORED generated column with an explicit configuration ('simple': no stemming, no stop words,
 * any language), so every insert and update keeps it right, whoever writes the row, and adding
 * the column fills it for the rows already there.
 *
 * Its GIN index is partial on the browse flag and also holds, through btree_gin, the equality
 * filters every browse of that table carries or usually carries (listing type and category;
 * request category; accommodation type): one index scan answers the search and those filters, so
 * the heap is read only for rows that can match, and the count (up to 1,001 rows) reads the same
 * few rows. The statistics of a tsvector column (most common lexemes) give the planner real
 * estimates for a word, where a LIKE on the trigram column was guessed at 0.5-1% and made it AND
 * a category index of thousands of rows.
 *
 * The trigram index on `search_text` stays: a search whose words match no word start (a part in
 * the middle of a word, "itar") falls back to LIKE '%word%' on it, as every search did before.
 */
export async function up(knex: Knex): Promise<void> {
  // Trusted since PostgreSQL 13: the database owner may create it.
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gin');
  for (const table of ['listings', 'requests', 'roommate_posts']) {
    await knex.raw(
      `ALTER TABLE ${table} ADD COLUMN search_vector tsvector
         GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED`,
    );
  }
  await knex.raw(
    'CREATE INDEX listings_search_vector_idx ON listings USING gin (search_vector, listing_type, category) WHERE is_available',
  );
  await knex.raw('CREATE INDEX requests_search_vector_idx ON requests USING gin (search_vector, category) WHERE is_active');
  await knex.raw(
    'CREATE INDEX roommate_posts_search_vector_idx ON roommate_posts USING gin (search_vector, accommodation_type) WHERE is_active',
  );
  await knex.raw('ANALYZE listings, requests, roommate_posts');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['listings', 'requests', 'roommate_posts']) {
    await knex.raw(`ALTER TABLE ${table} DROP COLUMN search_vector`);
  }
  await knex.raw('DROP EXTENSION IF EXISTS btree_gin');
}

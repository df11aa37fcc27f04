import type { Knex } from 'knex';

/**
 * Saved searches (the saved-searches module): a student's browse filters, and the new listings
 * that matched them. The match job reads every search against the listings created since its
 * `checked_at` in one statement, so a search holds its filters as columns the SQL compares
 * directly: the words as the browse matches them (`word_query`, the text-search query of the word
 * starts, and `word_patterns`, the LIKE patterns of the substring match), arrays for the repeated
 * filters (empty: no filter), the price range. `filter_key` is the filters in one canonical text,
 * UNIQUE per student, so the same search cannot be saved twice. A match is recorded once
 * (the primary key), whichever job run or instance finds it first; `emailed_at` marks it sent in
 * the digest.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE saved_searches (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      listing_type text NOT NULL CHECK (listing_type IN ('sell', 'lend')),
      q text NOT NULL DEFAULT '' CHECK (length(q) <= 100),
      word_query text,
      word_patterns text[] NOT NULL DEFAULT '{}',
      categories text[] NOT NULL DEFAULT '{}',
      conditions text[] NOT NULL DEFAULT '{}',
      durations text[] NOT NULL DEFAULT '{}',
      min_price numeric(12,2) CHECK (min_price >= 0),
      max_price numeric(12,2) CHECK (max_price >= 0),
      filter_key text NOT NULL CHECK (length(filter_key) <= 2000),
      digest boolean NOT NULL DEFAULT true,
      checked_at timestamptz NOT NULL DEFAULT now(),
      seen_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT saved_searches_price_range CHECK (min_price IS NULL OR max_price IS NULL OR min_price <= max_price),
      CONSTRAINT saved_searches_once_per_student UNIQUE (user_id, filter_key)
    )
  `);
  // The student's list, newest first (the UNIQUE index leads with user_id too, but not in order).
  await knex.raw('CREATE INDEX saved_searches_list_idx ON saved_searches (user_id, created_at DESC, id DESC)');
  // The match job joins the searches of each listing type.
  await knex.raw('CREATE INDEX saved_searches_type_idx ON saved_searches (listing_type)');
  await knex.raw(`
    CREATE TABLE saved_search_matches (
      saved_search_id uuid NOT NULL REFERENCES saved_searches (id) ON DELETE CASCADE,
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      matched_at timestamptz NOT NULL DEFAULT now(),
      emailed_at timestamptz,
      PRIMARY KEY (saved_search_id, listing_id)
    )
  `);
  // The new-match count of a search (matched after seen_at).
  await knex.raw('CREATE INDEX saved_search_matches_recent_idx ON saved_search_matches (saved_search_id, matched_at)');
  // The digest's claim: only the unsent ones.
  await knex.raw('CREATE INDEX saved_search_matches_unsent_idx ON saved_search_matches (matched_at) WHERE emailed_at IS NULL');
  // A listing's delete cascades here.
  await knex.raw('CREATE INDEX saved_search_matches_listing_idx ON saved_search_matches (listing_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE saved_search_matches');
  await knex.raw('DROP TABLE saved_searches');
}

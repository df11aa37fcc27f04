import type { Knex } from 'knex';

/**
 * 'Did you mean' for a post search that found nothing: trigram similarity (pg_trgm) between
 * the search words and the titles and tags of live posts (posts/suggestions.ts). The existing
 * trigram indexes are over title, description and tags together, which would suggest words of
 * descriptions; these cover only what a suggestion may be (roommate posts have no tags). Each is
 * partial on its table's browse flag, as every browse index is (the expiry date is checked on the
 * few rows found).
 *
 * The tags' index needs an immutable expression: `array_to_string` is only stable (for arrays of
 * any type), so a text[]-only wrapper, immutable as text output is, makes it one.
 */
export async function up(knex: Knex): Promise<void> {
  // Created by the first migration already; said again so this one stands on its own.
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw(`
    CREATE FUNCTION post_tags_text(tags text[]) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT lower(array_to_string(tags, ' ')) $$`);
  await knex.raw('CREATE INDEX listings_title_trgm_idx ON listings USING gin (lower(title) gin_trgm_ops) WHERE is_available');
  await knex.raw('CREATE INDEX listings_tags_trgm_idx ON listings USING gin (post_tags_text(tags) gin_trgm_ops) WHERE is_available');
  await knex.raw('CREATE INDEX requests_title_trgm_idx ON requests USING gin (lower(title) gin_trgm_ops) WHERE is_active');
  await knex.raw('CREATE INDEX requests_tags_trgm_idx ON requests USING gin (post_tags_text(tags) gin_trgm_ops) WHERE is_active');
  await knex.raw('CREATE INDEX roommate_posts_title_trgm_idx ON roommate_posts USING gin (lower(title) gin_trgm_ops) WHERE is_active');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX roommate_posts_title_trgm_idx');
  await knex.raw('DROP INDEX requests_tags_trgm_idx');
  await knex.raw('DROP INDEX requests_title_trgm_idx');
  await knex.raw('DROP INDEX listings_tags_trgm_idx');
  await knex.raw('DROP INDEX listings_title_trgm_idx');
  await knex.raw('DROP FUNCTION post_tags_text(text[])');
}

import type { Knex } from 'knex';

/**
 * 'Did you mean' for a listing search that found nothing: trigram similarity (pg_trgm) between
 * the search text and the titles and tags of available listings. The existing trigram index is
 * over title, description and tags together, which would suggest words of descriptions; these
 * two cover only what a suggestion may be. Both are partial on `is_available`, as every browse
 * index is (the expiry date is checked on the few rows found).
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
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listings_tags_trgm_idx');
  await knex.raw('DROP INDEX listings_title_trgm_idx');
  await knex.raw('DROP FUNCTION post_tags_text(text[])');
}

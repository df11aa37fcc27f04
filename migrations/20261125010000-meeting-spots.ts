import type { Knex } from 'knex';

/** The posts' tables: each post may say where to meet, in words. */
const TABLES = ['listings', 'requests', 'roommate_posts'];

/**
 * Where to meet, in words ('Central Library', or the poster's own place), on every kind of post.
 * Nullable: most posts name no place; at most 80 characters, as the contract says. No index: no
 * browse filters on it.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.raw(`ALTER TABLE ${table} ADD COLUMN meeting_spot text CHECK (char_length(meeting_spot) BETWEEN 1 AND 80)`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) await knex.raw(`ALTER TABLE ${table} DROP COLUMN meeting_spot`);
}

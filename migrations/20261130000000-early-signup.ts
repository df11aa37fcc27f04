import type { Knex } from 'knex';

/**
 * An account made on the pre-launch page's early sign-up form: verifying its address claims the
 * next early-bird place (auth.service verifyEmail), so an unverified sign-up holds no place.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users ADD COLUMN early_access_signup boolean NOT NULL DEFAULT false');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP COLUMN early_access_signup');
}

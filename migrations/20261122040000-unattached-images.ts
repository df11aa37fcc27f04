import type { Knex } from 'knex';

/** The hourly sweep finds uploads nobody attached by their age, without reading every image. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX images_unattached_idx ON images (created_at) WHERE listing_id IS NULL AND request_id IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX images_unattached_idx');
}

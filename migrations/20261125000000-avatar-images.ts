import type { Knex } from 'knex';

/**
 * A student's avatar is an uploaded image like any other (same checks, same WebP sizes), kept by
 * the student it shows: `avatar_of`. Kept images are not unattached, so the hourly sweep of
 * abandoned uploads leaves them alone, and they go with the student.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE images ADD COLUMN avatar_of uuid REFERENCES users (id) ON DELETE CASCADE');
  await knex.raw('ALTER TABLE images DROP CONSTRAINT images_one_owner_check');
  await knex.raw(
    'ALTER TABLE images ADD CONSTRAINT images_one_owner_check CHECK (num_nonnulls(listing_id, request_id, roommate_post_id, avatar_of) <= 1)',
  );
  await knex.raw('CREATE INDEX images_avatar_idx ON images (avatar_of) WHERE avatar_of IS NOT NULL');
  await knex.raw('DROP INDEX images_unattached_idx');
  await knex.raw(
    `CREATE INDEX images_unattached_idx ON images (created_at)
      WHERE listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL AND avatar_of IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  // An avatar becomes an unattached upload; the hourly sweep removes it and its files.
  await knex.raw('DROP INDEX images_unattached_idx');
  await knex.raw('DROP INDEX images_avatar_idx');
  await knex.raw('ALTER TABLE images DROP CONSTRAINT images_one_owner_check, DROP COLUMN avatar_of');
  await knex.raw(
    'ALTER TABLE images ADD CONSTRAINT images_one_owner_check CHECK (num_nonnulls(listing_id, request_id, roommate_post_id) <= 1)',
  );
  await knex.raw(
    'CREATE INDEX images_unattached_idx ON images (created_at) WHERE listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL',
  );
}

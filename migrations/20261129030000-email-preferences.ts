import type { Knex } from 'knex';

/**
 * Promotional e-mail goes only to users who accept it: `marketing_emails` (on by default) is
 * switched off by the unsubscribe link every promotional e-mail carries. The outbox keeps that
 * link per mail so the sender can add the one-click List-Unsubscribe header, and gets the indexes
 * of the back office's outbox view (newest first, optionally by status).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users ADD COLUMN marketing_emails boolean NOT NULL DEFAULT true');
  await knex.raw('ALTER TABLE email_outbox ADD COLUMN unsubscribe_url text');
  await knex.raw('CREATE INDEX email_outbox_created_idx ON email_outbox (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX email_outbox_status_created_idx ON email_outbox (status, created_at DESC, id DESC)');
  // The report of products lists every listing newest first (the browse indexes hold only available ones).
  await knex.raw('CREATE INDEX listings_created_idx ON listings (created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX listings_created_idx');
  await knex.raw('DROP INDEX email_outbox_status_created_idx');
  await knex.raw('DROP INDEX email_outbox_created_idx');
  await knex.raw('ALTER TABLE email_outbox DROP COLUMN unsubscribe_url');
  await knex.raw('ALTER TABLE users DROP COLUMN marketing_emails');
}

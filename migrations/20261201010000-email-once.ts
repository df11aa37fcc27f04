import type { Knex } from 'knex';

/**
 * E-mails that may go at most once (a store order's e-mail per order and status): `once_key`
 * names such a mail and a unique index lets only one row hold it, so two transactions at once
 * cannot both queue it. A later copy is kept as `skipped`, its reason in `last_error`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check');
  await knex.raw(`ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'sent', 'held', 'failed', 'skipped'))`);
  await knex.raw('ALTER TABLE email_outbox ADD COLUMN once_key text');
  await knex.raw('CREATE UNIQUE INDEX email_outbox_once_key_idx ON email_outbox (once_key)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX email_outbox_once_key_idx');
  await knex.raw('ALTER TABLE email_outbox DROP COLUMN once_key');
  await knex.raw(`DELETE FROM email_outbox WHERE status = 'skipped'`);
  await knex.raw('ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check');
  await knex.raw(`ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'sent', 'held', 'failed'))`);
}

import type { Knex } from 'knex';

/** The Finance panel's Refunds list: newest first, optionally of one status, read a page at a time. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX refunds_list_idx ON refunds (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX refunds_status_list_idx ON refunds (status, created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX refunds_status_list_idx, refunds_list_idx');
}

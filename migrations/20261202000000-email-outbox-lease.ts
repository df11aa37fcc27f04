import type { Knex } from 'knex';

/**
 * The outbox worker claims due e-mails with a lease instead of holding a transaction while it
 * talks to SMTP: `claimed_until` keeps other workers off a row until then (a row whose lease ran
 * out, its instance having died mid-send, is claimable again), and `claim_token` names the claim,
 * so a worker that lost its row to another does not mark it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE email_outbox ADD COLUMN claimed_until timestamptz, ADD COLUMN claim_token uuid');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE email_outbox DROP COLUMN claimed_until, DROP COLUMN claim_token');
}

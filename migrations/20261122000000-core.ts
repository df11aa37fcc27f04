import type { Knex } from 'knex';

/** Infrastructure tables: sessions, rate-limit counters, e-mail outbox, job runs. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  // connect-pg-simple's own shape.
  await knex.raw(`
    CREATE TABLE sessions (
      sid varchar NOT NULL PRIMARY KEY,
      sess json NOT NULL,
      expire timestamp(6) NOT NULL
    )`);
  await knex.raw('CREATE INDEX sessions_expire_idx ON sessions (expire)');

  // rate-limiter-flexible's own shape.
  await knex.raw(`
    CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`);
  await knex.raw('CREATE INDEX rate_limits_expire_idx ON rate_limits (expire)');

  await knex.raw(`
    CREATE TABLE email_outbox (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      template text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'held', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      last_error text,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending'`);

  await knex.raw(`
    CREATE TABLE job_runs (
      name text PRIMARY KEY,
      last_started_at timestamptz NOT NULL,
      last_finished_at timestamptz,
      last_error text,
      runs integer NOT NULL DEFAULT 0
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE job_runs, email_outbox, rate_limits, sessions');
}

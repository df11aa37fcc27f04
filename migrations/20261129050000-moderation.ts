import type { Knex } from 'knex';

/**
 * Moderation: what an admin does with a report.
 *
 * - A hidden listing or request keeps its row (the owner still sees it, with the reason) but is
 *   also taken off the market (`is_available` / `is_active` false), so every public read and the
 *   partial browse indexes drop it without a new predicate.
 * - A suspension is a history row; the active one is unlifted with `ends_at` in the future. At
 *   most one is active per user (a new one lifts the old), which the session read relies on.
 * - A report's resolution: how it ended, the admin's note, who and when.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['listings', 'requests']) {
    await knex.raw(`
      ALTER TABLE ${table}
        ADD COLUMN hidden_at timestamptz,
        ADD COLUMN hidden_reason text CHECK (char_length(hidden_reason) BETWEEN 1 AND 500),
        ADD CONSTRAINT ${table}_hidden_check CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL))`);
  }

  await knex.raw(`
    CREATE TABLE user_suspensions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
      starts_at timestamptz NOT NULL DEFAULT now(),
      ends_at timestamptz NOT NULL,
      created_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
      created_by_name text NOT NULL,
      report_id uuid REFERENCES reports (id) ON DELETE SET NULL,
      lifted_at timestamptz,
      lifted_by_name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (ends_at > starts_at)
    )`);
  // The session read of every signed-in request looks up the user's unlifted suspension.
  await knex.raw('CREATE INDEX user_suspensions_user_idx ON user_suspensions (user_id, ends_at DESC) WHERE lifted_at IS NULL');
  await knex.raw('CREATE INDEX user_suspensions_created_idx ON user_suspensions (created_at DESC, id DESC)');

  await knex.raw(`
    ALTER TABLE reports
      ADD COLUMN resolution text CHECK (resolution IN ('dismissed', 'hidden', 'suspended')),
      ADD COLUMN resolution_note text CHECK (char_length(resolution_note) <= 1000),
      ADD COLUMN resolved_by_id uuid REFERENCES users (id) ON DELETE SET NULL,
      ADD COLUMN resolved_by_name text,
      ADD COLUMN resolved_at timestamptz`);
  // The queue: open reports first, oldest first, within a status filter.
  await knex.raw(`CREATE INDEX reports_queue_idx ON reports ((status IN ('resolved', 'dismissed')), created_at, id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX reports_queue_idx');
  await knex.raw(
    'ALTER TABLE reports DROP COLUMN resolution, DROP COLUMN resolution_note, DROP COLUMN resolved_by_id, DROP COLUMN resolved_by_name, DROP COLUMN resolved_at',
  );
  await knex.raw('DROP TABLE user_suspensions');
  for (const table of ['listings', 'requests']) {
    await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_hidden_check, DROP COLUMN hidden_at, DROP COLUMN hidden_reason`);
  }
}

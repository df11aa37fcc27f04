import type { Knex } from 'knex';

/**
 * The audit log: one row per change an admin or a store session makes (and the jobs that act on
 * their behalf). The back office's recent-activity feed reads it newest first.
 *
 * - The actor's name is kept as it was, so deleting an account or a store does not blank the
 *   history (the reference becomes null).
 * - `target_id` is text: targets are users, listings, stores, orders, ads ... of several tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE audit_log (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      actor_kind text NOT NULL CHECK (actor_kind IN ('admin', 'store', 'system')),
      actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
      actor_store_id uuid REFERENCES stores (id) ON DELETE SET NULL,
      actor_name text NOT NULL,
      action text NOT NULL CHECK (action ~ '^[a-z-]+\\.[a-z-]+$'),
      target_type text NOT NULL,
      target_id text,
      summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE audit_log');
}

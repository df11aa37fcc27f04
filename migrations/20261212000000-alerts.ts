import type { Knex } from 'knex';

/**
 * Students' own notifications (the alerts module: the app's bell and Notifications page).
 * `dedupe_key` names the event a row reports (an order reaching a status, a refund, a report's
 * outcome): UNIQUE per student, so a producer that runs twice (a retried job, a webhook delivered
 * twice, two instances racing) tells the student once. The list reads (user_id, created_at DESC,
 * id DESC) as its keyset; the bell's count reads the partial index of the unread ones only.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE alerts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('offer', 'message', 'saved-search', 'order', 'moderation', 'refund')),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      body text NOT NULL CHECK (length(body) <= 1000),
      link text CHECK (link IS NULL OR (link LIKE '/%' AND link NOT LIKE '//%' AND length(link) <= 500)),
      dedupe_key text NOT NULL CHECK (length(dedupe_key) BETWEEN 1 AND 200),
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz,
      CONSTRAINT alerts_once_per_event UNIQUE (user_id, dedupe_key)
    )
  `);
  await knex.raw('CREATE INDEX alerts_list_idx ON alerts (user_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX alerts_unread_idx ON alerts (user_id) WHERE read_at IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE alerts');
}

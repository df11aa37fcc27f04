import type { Knex } from 'knex';

/**
 * The unread-messages job (alerts/message-alerts.ts) marks read, every 15 s, the message alerts of
 * chats their student has read: it looks at the unread message alerts alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX alerts_unread_messages_idx ON alerts (user_id) WHERE kind = 'message' AND read_at IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX alerts_unread_messages_idx');
}

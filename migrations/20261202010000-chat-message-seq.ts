import type { Knex } from 'knex';

/**
 * A number per message that grows with every message, the same on every API instance: the chat
 * bus remembers the highest it has delivered and, when its LISTEN connection comes back, reads
 * what was stored after it (api/src/modules/chat/chat.bus.ts). An identity column numbers the
 * messages already stored too (a one-off rewrite of the table); the unique index serves the
 * catch-up's `seq > ? ORDER BY seq` and `max(seq)`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE messages ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY');
  await knex.raw('CREATE UNIQUE INDEX messages_seq_key ON messages (seq)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE messages DROP COLUMN seq');
}

import type { Db } from '../../db/knex.js';
import type { MessageRow } from './chat.repository.js';

export interface NewMessage {
  conversationId: string;
  senderId: string;
  receiverId: string;
  body: string;
  clientMessageId: string | null;
}

export const MESSAGE_COLUMNS = 'id, seq, conversation_id, sender_id, receiver_id, body, client_message_id, created_at, read_at, offer_id';

/**
 * Stores messages in the given order, in one statement in the caller's transaction, and moves
 * each conversation's last-message summary to its latest. The conversations are locked first, in
 * id order, so two instances' batches that share conversations wait for each other instead of
 * deadlocking on their summaries. A resend under a client id already
 * stored (or earlier in the same batch) answers the stored message, `created` false. Each message
 * is a microsecond after the one before it, so a sender's messages keep their order in the
 * thread (read by created_at) though they share the transaction's clock.
 */
export async function insertMessages(trx: Db, messages: NewMessage[]): Promise<{ row: MessageRow; created: boolean }[]> {
  // knex types array bindings as string[]; pg sends a null element as NULL.
  const column = (key: keyof NewMessage) => messages.map((m) => m[key]) as string[];
  const { rows } = await trx.raw(
    `WITH input AS (
       SELECT * FROM unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::text[], ?::uuid[])
         WITH ORDINALITY AS t(conversation_id, sender_id, receiver_id, body, client_message_id, i)),
     locked AS (
       SELECT id FROM conversations WHERE id IN (SELECT conversation_id FROM input) ORDER BY id FOR NO KEY UPDATE),
     inserted AS (
       INSERT INTO messages (conversation_id, sender_id, receiver_id, body, client_message_id, created_at)
       SELECT conversation_id, sender_id, receiver_id, body, client_message_id, now() + (i - 1) * interval '1 microsecond'
         FROM input
         -- Counting the locked rows takes every lock before the first message is inserted.
        WHERE (SELECT count(*) FROM locked) > 0
        ORDER BY i
       ON CONFLICT ON CONSTRAINT messages_client_id_key DO NOTHING
       RETURNING ${MESSAGE_COLUMNS}),
     latest AS (
       SELECT DISTINCT ON (conversation_id) * FROM inserted ORDER BY conversation_id, seq DESC),
     summary AS (
       UPDATE conversations c
          SET last_message = i.body, last_message_sender = i.sender_id, last_message_at = i.created_at, updated_at = i.created_at
         FROM latest i
        WHERE c.id = i.conversation_id)
     SELECT * FROM inserted ORDER BY seq`,
    [column('conversationId'), column('senderId'), column('receiverId'), column('body'), column('clientMessageId')],
  ).options({ name: 'chat-insert-messages' });
  // Identities are drawn in the order the rows are inserted, so the stored rows, by seq, are the
  // messages that were new, in the batch's order; the others conflicted with a stored client id.
  const stored = rows as MessageRow[];
  let next = 0;
  const sameMessage = (row: MessageRow | undefined, m: NewMessage) =>
    row !== undefined && row.senderId === m.senderId && row.conversationId === m.conversationId && row.body === m.body && row.clientMessageId === m.clientMessageId;
  const created = messages.map((m) => (sameMessage(stored[next], m) ? stored[next++]! : undefined));
  const resent = messages.filter((_, i) => !created[i]);
  const earlier = resent.length === 0 ? [] : await storedByClientId(trx, resent);
  return messages.map((m, i) => {
    const row = created[i] ?? earlier.find((r) => r.senderId === m.senderId && r.clientMessageId === m.clientMessageId)!;
    return { row, created: created[i] !== undefined };
  });
}

async function storedByClientId(trx: Db, messages: NewMessage[]): Promise<MessageRow[]> {
  const { rows } = await trx.raw(
    `SELECT ${MESSAGE_COLUMNS} FROM messages
      WHERE (sender_id, client_message_id) IN (SELECT * FROM unnest(?::uuid[], ?::uuid[]))`,
    [messages.map((m) => m.senderId), messages.map((m) => m.clientMessageId!)],
  );
  return rows as MessageRow[];
}

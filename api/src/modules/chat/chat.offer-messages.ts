// The offers module's steps (an offer made, countered, accepted ...) as chat messages: stored in
// the offer's own transaction and delivered like any message, so the card keeps the thread's order.
import type { Db } from '../../db/knex.js';
import { notifyUsers } from './chat.bus.js';
import { MESSAGE_COLUMNS } from './chat.message-writes.js';
import type { MessageRow } from './chat.repository.js';
import { messageEvent } from './chat.service.js';

export interface OfferMessage {
  conversationId: string;
  senderId: string;
  receiverId: string;
  /** The step in words ("Offered ₹450"): the inbox's last message and what a client without cards shows. */
  body: string;
  offerId: string;
}

/**
 * Stores the message in `trx` (moving the conversation's last-message summary to it) and has it
 * delivered to both members' sockets on every instance when `trx` commits, this one included
 * (from its LISTEN), never if it rolls back. It carries its seq, so an instance that missed the
 * notification reads it back in the bus's catch-up, and none delivers it twice. Conversations
 * about listings are never anonymous, so no mask applies.
 */
export async function postOfferMessage(trx: Db, m: OfferMessage): Promise<MessageRow> {
  const { rows } = await trx.raw(
    `WITH locked AS (SELECT id, type, item_id FROM conversations WHERE id = ? FOR NO KEY UPDATE),
     inserted AS (
       INSERT INTO messages (conversation_id, sender_id, receiver_id, body, offer_id)
       SELECT id, ?, ?, ?, ? FROM locked
       RETURNING ${MESSAGE_COLUMNS}),
     summary AS (
       UPDATE conversations c
          SET last_message = i.body, last_message_sender = i.sender_id, last_message_at = i.created_at, updated_at = i.created_at
         FROM inserted i
        WHERE c.id = i.conversation_id)
     SELECT inserted.*, locked.type, locked.item_id FROM inserted, locked`,
    [m.conversationId, m.senderId, m.receiverId, m.body, m.offerId],
  );
  const row = rows[0] as MessageRow & { type: 'product'; itemId: string };
  const event = messageEvent(row, { type: row.type, itemId: row.itemId, anonymousRequesterId: null }, row.seq);
  await notifyUsers(trx, event);
  return row;
}

// The bell's part of the chat: messages a student has left unread. Told by a job rather than on
// the chat's send path, which carries a thousand messages a second across instances in one
// statement per batch; and a student reading the chat as it comes is not told at all.
import type { Db } from '../../db/knex.js';
import { chatPath } from '../chat/index.js';
import { notifyAll, type AlertInput } from './notify.js';

/** How long a message waits unread before the bell tells of it. */
const UNREAD_FOR = '30 seconds';
/** At most this many conversations a run: the next run, seconds later, takes the rest. */
const BATCH = 500;

interface Due {
  receiverId: string;
  conversationId: string;
  messageId: string;
  body: string;
  firstAt: Date;
  senderName: string | null;
  type: 'product' | 'request' | 'roommate';
  itemId: string;
  listingType: 'sell' | 'lend' | null;
  itemTitle: string | null;
}

/**
 * One alert per conversation for each run of messages the student has not read, named after the
 * first of them (`message:<conversation>:<message>`): messages that follow while it is unread add
 * nothing, and a message after the student has read the chat starts a new run. Message alerts of
 * chats the student has read since are marked read. Answers how many alerts are new.
 */
export async function alertUnreadMessages(trx: Db): Promise<number> {
  await trx.raw(
    `UPDATE alerts a SET read_at = now()
      WHERE a.kind = 'message' AND a.read_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM messages m
                         WHERE m.receiver_id = a.user_id AND m.read_at IS NULL AND m.offer_id IS NULL
                           AND a.dedupe_key LIKE 'message:' || m.conversation_id || ':%')`,
  );
  return notifyAll(trx, await unreadMessageAlerts(trx, '1 day'));
}

/**
 * The alerts due for runs of unread messages that started within `since` (an interval) and have
 * waited UNREAD_FOR, that the students do not have yet, with the time of each run's first message.
 */
export async function unreadMessageAlerts(trx: Db, since: string): Promise<(AlertInput & { firstAt: Date })[]> {
  const { rows } = await trx.raw<{ rows: Due[] }>(
    `WITH first_unread AS (
       SELECT DISTINCT ON (m.receiver_id, m.conversation_id)
              m.receiver_id, m.conversation_id, m.id, m.sender_id, m.body, m.created_at
         FROM messages m
         JOIN conversation_members cm ON cm.user_id = m.receiver_id AND cm.conversation_id = m.conversation_id
        WHERE m.read_at IS NULL
          -- An offer's steps tell the other side themselves (kind 'offer', offers module).
          AND m.offer_id IS NULL
          AND m.created_at > now() - ?::interval
          AND (cm.cleared_at IS NULL OR m.created_at > cm.cleared_at)
        ORDER BY m.receiver_id, m.conversation_id, m.created_at, m.seq)
     SELECT f.receiver_id, f.conversation_id, f.id AS message_id, f.body, f.created_at AS first_at,
            c.type, c.item_id, l.listing_type, COALESCE(l.title, r.title, rp.title) AS item_title,
            -- An anonymous requester is their alias to the student answering them, as in the chat.
            CASE WHEN r.is_anonymous AND r.requested_by_id = f.sender_id
                 THEN COALESCE(NULLIF(btrim(r.anonymous_name), ''), 'Anonymous')
                 ELSE s.full_name END AS sender_name
       FROM first_unread f
       JOIN conversations c ON c.id = f.conversation_id
       LEFT JOIN users s ON s.id = f.sender_id
       LEFT JOIN listings l ON l.id = c.listing_id
       LEFT JOIN requests r ON r.id = c.request_id
       LEFT JOIN roommate_posts rp ON rp.id = c.roommate_post_id
      WHERE f.created_at <= now() - interval '${UNREAD_FOR}'
        AND NOT EXISTS (SELECT 1 FROM alerts a
                         WHERE a.user_id = f.receiver_id AND a.dedupe_key = 'message:' || f.conversation_id || ':' || f.id)
      ORDER BY f.created_at
      LIMIT ${BATCH}`,
    [since],
  );
  return rows.map((due) => ({
    userId: due.receiverId,
    kind: 'message',
    title: `New message from ${due.senderName?.trim() || 'a student'}`,
    body: due.itemTitle ? `About “${due.itemTitle}”: ${due.body}` : due.body,
    link: chatPath(due),
    dedupeKey: `message:${due.conversationId}:${due.messageId}`,
    firstAt: due.firstAt,
  }));
}

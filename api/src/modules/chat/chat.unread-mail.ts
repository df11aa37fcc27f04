import type { Db } from '../../db/knex.js';
import { enqueueEmail, unreadMessagesMail } from '../email/index.js';

interface DueRow {
  userId: string;
  conversationId: string;
  unread: number;
  email: string;
  fullName: string;
  senderName: string | null;
  type: 'product' | 'request' | 'roommate';
  itemId: string;
  listingType: 'sell' | 'lend' | null;
  itemTitle: string | null;
}

/** The web app's route of a chat. */
export function chatPath(row: Pick<DueRow, 'type' | 'itemId' | 'listingType' | 'conversationId'>) {
  if (row.type === 'roommate') return `/chat/roommate/${row.itemId}/${row.conversationId}`;
  if (row.type === 'product' && row.listingType === 'lend') return `/chat/borrow/${row.itemId}/${row.conversationId}`;
  return `/chat/${row.itemId}/${row.conversationId}`;
}

/**
 * One e-mail to a student whose message has waited unread for 15 minutes, through the outbox,
 * at most one per conversation an hour, and never twice for the same messages. Runs in the
 * job's transaction, so the mark and the e-mail land together.
 */
export async function mailUnreadMessages(trx: Db, publicUrl: string): Promise<number> {
  const { rows } = await trx.raw<{ rows: DueRow[] }>(
    `WITH due AS (
       SELECT m.receiver_id, m.conversation_id, count(*) AS unread
         FROM messages m
         JOIN conversation_members cm ON cm.user_id = m.receiver_id AND cm.conversation_id = m.conversation_id
        WHERE m.read_at IS NULL
          -- An offer's steps are e-mailed when they happen (offers module).
          AND m.offer_id IS NULL
          AND m.created_at <= now() - interval '15 minutes'
          AND m.created_at > now() - interval '7 days'
          AND (cm.cleared_at IS NULL OR m.created_at > cm.cleared_at)
          AND (cm.emailed_at IS NULL OR (m.created_at > cm.emailed_at AND cm.emailed_at <= now() - interval '1 hour'))
        GROUP BY m.receiver_id, m.conversation_id
        LIMIT 500)
     UPDATE conversation_members cm SET emailed_at = now()
       FROM due
       JOIN users u ON u.id = due.receiver_id
       JOIN conversations c ON c.id = due.conversation_id
       LEFT JOIN users s ON s.id = CASE WHEN c.user_a = due.receiver_id THEN c.user_b ELSE c.user_a END
       LEFT JOIN listings l ON l.id = c.listing_id
       LEFT JOIN requests r ON r.id = c.request_id
       LEFT JOIN roommate_posts rp ON rp.id = c.roommate_post_id
      WHERE cm.user_id = due.receiver_id AND cm.conversation_id = due.conversation_id
      RETURNING cm.user_id, cm.conversation_id, due.unread, u.email, u.full_name,
                -- An anonymous requester is their alias to the student answering them.
                CASE WHEN r.is_anonymous AND r.requested_by_id = s.id
                     THEN COALESCE(NULLIF(btrim(r.anonymous_name), ''), 'Anonymous')
                     ELSE s.full_name END AS sender_name,
                c.type, c.item_id, l.listing_type, COALESCE(l.title, r.title, rp.title) AS item_title`,
  );
  await enqueueEmail(
    trx,
    rows.map((row) =>
      unreadMessagesMail(
        row.email,
        row.fullName,
        { senderName: row.senderName?.trim() || 'A student', itemTitle: row.itemTitle, count: row.unread },
        `${publicUrl}${chatPath(row)}`,
      ),
    ),
  );
  return rows.length;
}

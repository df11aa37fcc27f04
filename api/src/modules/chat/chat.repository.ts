import type { Db } from '../../db/knex.js';

export type ConversationType = 'product' | 'request' | 'roommate';

/** A conversation as one member sees it, with the other member and the item's banner. */
export interface ConversationRow {
  id: string;
  type: ConversationType;
  itemId: string;
  listingId: string | null;
  requestId: string | null;
  roommatePostId: string | null;
  userA: string;
  userB: string;
  lastMessage: string | null;
  lastMessageSender: string | null;
  lastMessageAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  otherUserId: string;
  clearedAt: Date | null;
  otherName: string | null;
  otherImage: string | null;
  listingType: 'sell' | 'lend' | null;
  itemTitle: string | null;
  itemImageId: string | null;
  unreadCount: number;
  /** The requester, when the conversation is about an anonymous request (hidden from the other member). */
  anonymousRequesterId: string | null;
  /** That request's alias. */
  requestAlias: string | null;
}

export interface MessageRow {
  id: string;
  /** Grows with every message stored, across instances (the chat bus's catch-up reads by it). */
  seq: number;
  conversationId: string;
  senderId: string;
  receiverId: string;
  body: string;
  clientMessageId: string | null;
  createdAt: Date;
  readAt: Date | null;
  /** The offer a message stands for (the offers module's card); null for a text message. */
  offerId: string | null;
}

/** The member's view: everything the inbox row and the chat header show, in one statement. */
const conversationView = `
  SELECT c.id, c.type, c.item_id, c.listing_id, c.request_id, c.roommate_post_id, c.user_a, c.user_b,
         c.last_message, c.last_message_sender, c.last_message_at, c.created_at, c.updated_at,
         m.other_user_id, m.cleared_at,
         u.full_name AS other_name, u.profile_image AS other_image,
         l.listing_type,
         COALESCE(l.title, r.title, rp.title) AS item_title,
         CASE WHEN r.is_anonymous THEN r.requested_by_id END AS anonymous_requester_id,
         r.anonymous_name AS request_alias,
         COALESCE(
           (SELECT i.id FROM images i WHERE i.listing_id = c.listing_id ORDER BY i.position LIMIT 1),
           (SELECT i.id FROM images i WHERE i.request_id = c.request_id ORDER BY i.position LIMIT 1),
           (SELECT i.id FROM images i WHERE i.roommate_post_id = c.roommate_post_id ORDER BY i.position LIMIT 1)
         ) AS item_image_id,
         (SELECT count(*) FROM messages um
           WHERE um.receiver_id = m.user_id AND um.conversation_id = c.id AND um.read_at IS NULL
             AND (m.cleared_at IS NULL OR um.created_at > m.cleared_at)) AS unread_count
    FROM conversation_members m
    JOIN conversations c ON c.id = m.conversation_id
    LEFT JOIN users u ON u.id = m.other_user_id
    LEFT JOIN listings l ON l.id = c.listing_id
    LEFT JOIN requests r ON r.id = c.request_id
    LEFT JOIN roommate_posts rp ON rp.id = c.roommate_post_id`;

export async function findConversationFor(db: Db, userId: string, id: string): Promise<ConversationRow | undefined> {
  const { rows } = await db.raw(`${conversationView} WHERE m.user_id = ? AND m.conversation_id = ?`, [userId, id]);
  return rows[0];
}

/** The inbox: conversations with something the member has not cleared, most recent first. */
export async function listConversationsFor(db: Db, userId: string, limit: number): Promise<ConversationRow[]> {
  const { rows } = await db.raw(
    `${conversationView}
      WHERE m.user_id = ? AND c.last_message_at IS NOT NULL AND (m.cleared_at IS NULL OR c.last_message_at > m.cleared_at)
      ORDER BY c.last_message_at DESC
      LIMIT ?`,
    [userId, limit],
  );
  return rows;
}

/** The two members of a conversation, if `userId` is one: [userId, the other]. */
export async function membership(db: Db, userId: string, conversationId: string) {
  return db('conversationMembers')
    .where({ userId, conversationId })
    .first<{ userId: string; otherUserId: string; clearedAt: Date | null } | undefined>('userId', 'otherUserId', 'clearedAt');
}

export interface SendingMembership {
  otherUserId: string;
  type: ConversationType;
  itemId: string;
  anonymousRequesterId: string | null;
}

/**
 * Each member's view of the conversation as sending needs it, for many (member, conversation)
 * pairs in one statement, in their order: the other member, what it is about and the requester
 * when that is an anonymous request; undefined where the student is not a member.
 */
export async function sendingMemberships(db: Db, pairs: { userId: string; conversationId: string }[]): Promise<(SendingMembership | undefined)[]> {
  const { rows } = await db.raw(
    `SELECT t.i, m.other_user_id, c.type, c.item_id, CASE WHEN r.is_anonymous THEN r.requested_by_id END AS anonymous_requester_id
       FROM unnest(?::uuid[], ?::uuid[]) WITH ORDINALITY AS t(user_id, conversation_id, i)
       JOIN conversation_members m ON m.user_id = t.user_id AND m.conversation_id = t.conversation_id
       JOIN conversations c ON c.id = m.conversation_id
       LEFT JOIN requests r ON r.id = c.request_id`,
    [pairs.map((p) => p.userId), pairs.map((p) => p.conversationId)],
  ).options({ name: 'chat-sending-memberships' });
  const byIndex = new Map((rows as (SendingMembership & { i: string })[]).map(({ i, ...row }) => [Number(i) - 1, row]));
  return pairs.map((_, i) => byIndex.get(i));
}

/** The requester of the anonymous request the conversation is about; null for any other conversation. */
export async function anonymousRequester(db: Db, conversationId: string): Promise<string | null> {
  const { rows } = await db.raw(
    `SELECT r.requested_by_id FROM conversations c JOIN requests r ON r.id = c.request_id
      WHERE c.id = ? AND r.is_anonymous`,
    [conversationId],
  );
  return rows[0]?.requestedById ?? null;
}

export interface NewConversation {
  type: ConversationType;
  itemId: string;
  listingId: string | null;
  requestId: string | null;
  roommatePostId: string | null;
  users: [string, string];
}

const orderedPair = (users: [string, string]) => [...users].sort() as [string, string];

/** The conversation about an item between two students, if they have one. */
export async function findConversationId(db: Db, itemId: string, users: [string, string]): Promise<string | undefined> {
  const [userA, userB] = orderedPair(users);
  const row = await db('conversations').where({ itemId, userA, userB }).first<{ id: string } | undefined>('id');
  return row?.id;
}

/** Finds or creates the conversation about an item between two students; answers its id and whether it is new. */
export async function findOrCreateConversation(db: Db, input: NewConversation): Promise<{ id: string; created: boolean }> {
  const [userA, userB] = orderedPair(input.users);
  return db.transaction(async (trx) => {
    const inserted = await trx.raw(
      `INSERT INTO conversations (type, item_id, listing_id, request_id, roommate_post_id, user_a, user_b)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT ON CONSTRAINT conversations_item_key DO NOTHING
       RETURNING id`,
      [input.type, input.itemId, input.listingId, input.requestId, input.roommatePostId, userA, userB],
    );
    if (inserted.rows[0]) {
      const id = inserted.rows[0].id as string;
      await trx('conversationMembers').insert([
        { conversationId: id, userId: userA, otherUserId: userB },
        { conversationId: id, userId: userB, otherUserId: userA },
      ]);
      return { id, created: true };
    }
    const existing = await trx('conversations').where({ itemId: input.itemId, userA, userB }).first<{ id: string }>('id');
    return { id: existing!.id, created: false };
  });
}

/** Messages the member may see, oldest first: the latest `limit`, or those before message `beforeId`. */
export async function listMessages(
  db: Db,
  conversationId: string,
  clearedAt: Date | null,
  limit: number,
  beforeId?: string,
): Promise<MessageRow[]> {
  const { rows } = await db.raw(
    `SELECT * FROM (
       SELECT id, seq, conversation_id, sender_id, receiver_id, body, client_message_id, created_at, read_at, offer_id
         FROM messages
        WHERE conversation_id = ?
          AND (?::timestamptz IS NULL OR created_at > ?::timestamptz)
          ${beforeId ? 'AND (created_at, id) < (SELECT created_at, id FROM messages WHERE id = ? AND conversation_id = ?)' : ''}
        ORDER BY created_at DESC, id DESC
        LIMIT ?) page
      ORDER BY created_at, id`,
    [conversationId, clearedAt, clearedAt, ...(beforeId ? [beforeId, conversationId] : []), limit],
  );
  return rows;
}

/** The highest message seq stored, 0 when there is none. */
export async function latestMessageSeq(db: Db): Promise<number> {
  const { rows } = await db.raw('SELECT COALESCE(max(seq), 0) AS seq FROM messages');
  return rows[0].seq;
}

/** Messages stored after `afterSeq`, in seq order, with what their payload needs of the conversation. */
export async function messagesAfterSeq(
  db: Db,
  afterSeq: number,
  limit: number,
): Promise<(MessageRow & { type: ConversationType; itemId: string; anonymousRequesterId: string | null })[]> {
  const { rows } = await db.raw(
    `SELECT m.id, m.seq, m.conversation_id, m.sender_id, m.receiver_id, m.body, m.client_message_id, m.created_at, m.read_at, m.offer_id,
            c.type, c.item_id, CASE WHEN r.is_anonymous THEN r.requested_by_id END AS anonymous_requester_id
       FROM messages m
       JOIN conversations c ON c.id = m.conversation_id
       LEFT JOIN requests r ON r.id = c.request_id
      WHERE m.seq > ?
      ORDER BY m.seq
      LIMIT ?`,
    [afterSeq, limit],
  );
  return rows;
}

/** Marks read what was sent to `receiverId` in the conversation; answers how many and when. */
export async function markRead(db: Db, conversationId: string, receiverId: string): Promise<{ updated: number; readAt: Date }> {
  const { rows } = await db.raw(
    `WITH updated AS (
       UPDATE messages SET read_at = now()
        WHERE receiver_id = ? AND conversation_id = ? AND read_at IS NULL
        RETURNING read_at)
     SELECT count(*) AS updated, COALESCE(max(read_at), now()) AS read_at FROM updated`,
    [receiverId, conversationId],
  );
  return rows[0];
}

/** Hides the conversation's history from this member; their unread messages in it are read. */
export async function clearFor(db: Db, userId: string, conversationId: string) {
  await db.transaction(async (trx) => {
    await trx('conversationMembers').where({ userId, conversationId }).update({ clearedAt: trx.fn.now() });
    await trx('messages').where({ receiverId: userId, conversationId }).whereNull('readAt').update({ readAt: trx.fn.now() });
  });
}

/** Unread messages to the student per conversation (cleared history left out). */
export async function unreadCounts(db: Db, userId: string): Promise<{ conversationId: string; count: number }[]> {
  const { rows } = await db.raw(
    `SELECT um.conversation_id, count(*) AS count
       FROM messages um
       JOIN conversation_members m ON m.user_id = um.receiver_id AND m.conversation_id = um.conversation_id
      WHERE um.receiver_id = ? AND um.read_at IS NULL AND (m.cleared_at IS NULL OR um.created_at > m.cleared_at)
      GROUP BY um.conversation_id`,
    [userId],
  );
  return rows;
}

export interface ChatItem {
  ownerId: string;
  isAnonymous: boolean;
  /** What others can see (and so start a chat about): the same test as browsing. */
  isOpen: boolean;
  /** A listing an accepted offer holds for this buyer now (offers); null for any other item. */
  reservedFor: string | null;
}

/** The owner of the item a chat is about, or undefined when there is no such item. */
export async function findChatItem(db: Db, type: ConversationType, id: string): Promise<ChatItem | undefined> {
  const sql = {
    product: `SELECT seller_id AS owner_id, is_anonymous, is_available AND expires_at > now() AS is_open,
                     CASE WHEN reserved_until > now() THEN reserved_for END AS reserved_for FROM listings WHERE id = ?`,
    request: 'SELECT requested_by_id AS owner_id, is_anonymous, is_active AND expires_at > now() AS is_open, NULL::uuid AS reserved_for FROM requests WHERE id = ?',
    roommate: 'SELECT posted_by_id AS owner_id, false AS is_anonymous, is_active AND expires_at > now() AS is_open, NULL::uuid AS reserved_for FROM roommate_posts WHERE id = ?',
  }[type];
  const { rows } = await db.raw(sql, [id]);
  return rows[0];
}

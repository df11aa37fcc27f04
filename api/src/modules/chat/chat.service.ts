import type { Schemas } from '../../http/contract.js';
import type { Db } from '../../db/knex.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { findUserById } from '../users/index.js';
import { ANONYMOUS_NAME, maskOf, masked, type ChatMask } from './chat.anonymity.js';
import type { ChatBus, ChatEvent } from './chat.bus.js';
import * as repo from './chat.repository.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const UNKNOWN_RECIPIENT = 'Could not identify message recipient';
const INBOX_LIMIT = 200;

const incomplete: Record<repo.ConversationType, string> = {
  product: 'Product information incomplete',
  request: 'Request information incomplete',
  roommate: 'Roommate request information incomplete',
};
const itemNotFound: Record<repo.ConversationType, string> = {
  product: 'Product not found',
  request: 'Request not found',
  roommate: 'Roommate request not found',
};

/**
 * A conversation as the member sees it. To the student answering an anonymous request, the
 * requester is only the alias: an alias id, the request's alias name, no picture.
 */
export function toConversation(row: repo.ConversationRow): Schemas['Conversation'] {
  const cleared = row.clearedAt && row.lastMessageAt && row.lastMessageAt <= row.clearedAt;
  const viewer = row.userA === row.otherUserId ? row.userB : row.userA;
  const mask = maskOf(row.id, row.anonymousRequesterId, [row.userA, row.userB]);
  if (mask && mask.viewer === viewer) {
    const shown = toConversation({ ...row, anonymousRequesterId: null });
    return masked(
      { ...shown, otherUser: { uid: mask.alias, fullName: row.requestAlias?.trim() || ANONYMOUS_NAME, profileImage: null, isAnonymous: true } },
      mask,
      viewer,
    );
  }
  return {
    conversationId: row.id,
    participants: [row.userA, row.userB],
    type: row.type,
    itemKind: row.type === 'product' && row.listingType === 'lend' ? 'borrow' : row.type,
    productId: row.type === 'product' ? row.itemId : null,
    requestId: row.type === 'product' ? null : row.itemId,
    productTitle: row.itemTitle,
    productImage: row.itemImageId ? `/api/images/${row.itemImageId}/thumb.webp` : null,
    otherUser: { uid: row.otherUserId, fullName: row.otherName?.trim() || null, profileImage: row.otherImage, isAnonymous: false },
    lastMessage: cleared ? null : row.lastMessage,
    lastMessageSender: cleared ? null : row.lastMessageSender,
    lastUpdated: (row.lastMessageAt ?? row.createdAt).toISOString(),
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMessage(row: repo.MessageRow, conversation: { type: repo.ConversationType; itemId: string }): Schemas['ChatMessage'] {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    message: row.body,
    timestamp: row.createdAt.toISOString(),
    type: row.offerId ? 'offer' : 'text',
    offerId: row.offerId ?? null,
    status: row.readAt ? 'read' : 'sent',
    productId: conversation.type === 'product' ? conversation.itemId : null,
    requestId: conversation.type === 'product' ? null : conversation.itemId,
    clientMessageId: row.clientMessageId,
  };
}

/**
 * The event that brings a stored message to both members' sockets, live or in the bus's catch-up
 * after a reconnection (so both carry the same payload). With `seq`, each instance delivers it once.
 * About an anonymous request, it carries the mask the sockets apply for the answering student.
 */
export function messageEvent(
  row: repo.MessageRow,
  conversation: { type: repo.ConversationType; itemId: string; anonymousRequesterId: string | null },
  seq?: number,
): ChatEvent & { data: Schemas['ChatMessage'] } {
  const mask = maskOf(row.conversationId, conversation.anonymousRequesterId, [row.senderId, row.receiverId]);
  return {
    to: [row.senderId, row.receiverId],
    event: 'receive-message',
    data: toMessage(row, conversation),
    conversationId: row.conversationId,
    ...(seq === undefined ? {} : { seq }),
    ...(mask ? { mask } : {}),
  };
}

/** The mask of the conversation (anonymous request) with the member `userId`, if any. */
export async function conversationMask(db: Db, conversationId: string, userId: string, otherUserId: string): Promise<ChatMask | undefined> {
  return maskOf(conversationId, await repo.anonymousRequester(db, conversationId), [userId, otherUserId]);
}

/** The highest message seq stored (where a starting bus begins). */
export async function latestMessageSeq(db: Db): Promise<number> {
  return repo.latestMessageSeq(db);
}

/** The messages stored after `seq` as the bus delivers them, in seq order, at most `limit`. */
export async function messageEventsAfter(db: Db, seq: number, limit: number): Promise<ChatEvent[]> {
  const rows = await repo.messagesAfterSeq(db, seq, limit);
  return rows.map((row) => messageEvent(row, row, row.seq));
}

/** The conversation if the student is one of its two members; 404 to anyone else. */
async function memberView(db: Db, user: SessionUser, id: string) {
  const row = await repo.findConversationFor(db, user.id, id);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row;
}

const SAME_PARTICIPANT = 'You cannot start a conversation with yourself.';

/**
 * Only someone other than the item's owner starts a conversation, and only with the owner, while
 * others can still see the item: the owner answers, never writes first. A pair that already has
 * its conversation gets it back whatever the item's state, so old chats stay reachable.
 *
 * An anonymous request is answered without naming its requester (participants: the caller only);
 * naming anyone is refused alike, so nobody can test a guess of who posted it.
 */
export async function createConversation(db: Db, user: SessionUser, input: Schemas['CreateConversationInput']) {
  const type: repo.ConversationType = input.type ?? (input.productId ? 'product' : input.requestId ? 'request' : 'product');
  const itemId = type === 'product' ? input.productId : input.requestId;
  if (!itemId) throw badRequest(incomplete[type], 'item-incomplete');
  if (!input.participants.includes(user.id)) throw forbidden('You can only start a conversation you take part in.');
  const named = input.participants.find((p) => p !== user.id);
  if (!named && type !== 'request') throw badRequest(SAME_PARTICIPANT, 'same-participant');

  const item = await repo.findChatItem(db, type, itemId);
  if (!item) throw notFound(itemNotFound[type]);
  const anonymousRequest = type === 'request' && item.isAnonymous;
  if (anonymousRequest && named) {
    throw forbidden('This request was posted anonymously: start the chat without naming the requester.', 'anonymous-request');
  }
  if (!named && !anonymousRequest) throw badRequest(SAME_PARTICIPANT, 'same-participant');
  const other = named ?? item.ownerId;
  if (other === user.id) throw badRequest(SAME_PARTICIPANT, 'same-participant');
  const existing = await repo.findConversationId(db, itemId, [user.id, other]);
  if (existing) return { id: existing, created: false };
  if (!(await findUserById(db, other))) throw notFound(UNKNOWN_RECIPIENT, 'unknown-participant');
  if (item.ownerId === user.id) {
    throw forbidden('You can reply when someone messages you about your item, but you cannot start the conversation.', 'owner-cannot-start');
  }
  if (item.ownerId !== other) throw forbidden('The conversation must be with the owner of this item.', 'not-item-owner');
  // Listings stay as the spec has them: no In-App Chat when anonymous.
  if (item.isAnonymous && !anonymousRequest) throw forbidden('This item was posted anonymously; use the other contact options.', 'anonymous-item');
  if (!item.isOpen) throw notFound(itemNotFound[type]);
  // An accepted offer holds the listing for its buyer (offers): nobody else starts a chat to buy it meanwhile.
  if (item.reservedFor && item.reservedFor !== user.id) throw conflict('This item is reserved for another buyer.', 'reserved');

  return repo.findOrCreateConversation(db, {
    type,
    itemId,
    listingId: type === 'product' ? itemId : null,
    requestId: type === 'request' ? itemId : null,
    roommatePostId: type === 'roommate' ? itemId : null,
    users: [user.id, other],
  });
}

export async function getConversation(db: Db, user: SessionUser, id: string) {
  return toConversation(await memberView(db, user, id));
}

export async function listMessages(db: Db, user: SessionUser, id: string, limit: number, before?: string) {
  const conversation = await memberView(db, user, id);
  const mask = maskOf(id, conversation.anonymousRequesterId, [user.id, conversation.otherUserId]);
  const rows = await repo.listMessages(db, id, conversation.clearedAt, limit, before);
  return rows.map((row) => masked(toMessage(row, conversation), mask, user.id));
}

export async function markRead(db: Db, bus: ChatBus, user: SessionUser, id: string, userId: string) {
  if (userId !== user.id) throw forbidden('You can only mark your own messages read.');
  const member = await repo.membership(db, user.id, id);
  if (!member) throw notFound(CONVERSATION_NOT_FOUND);
  const { updated, readAt } = await repo.markRead(db, id, user.id);
  if (updated > 0) {
    const mask = await conversationMask(db, id, user.id, member.otherUserId);
    await bus.publish(db, {
      to: [member.otherUserId, user.id],
      event: 'messages-read',
      data: { conversationId: id, readerId: user.id, readAt: new Date(readAt).toISOString() },
      conversationId: id,
      ...(mask ? { mask } : {}),
    });
  }
  return { success: true, updated };
}

export async function deleteConversation(db: Db, user: SessionUser, id: string) {
  if (!(await repo.membership(db, user.id, id))) throw notFound(CONVERSATION_NOT_FOUND);
  await repo.clearFor(db, user.id, id);
}

function ownOnly(user: SessionUser, uid: string) {
  if (uid !== user.id) throw forbidden('You can only see your own conversations.');
}

export async function listConversations(db: Db, user: SessionUser, uid: string) {
  ownOnly(user, uid);
  return (await repo.listConversationsFor(db, user.id, INBOX_LIMIT)).map(toConversation);
}

export async function unreadCount(db: Db, user: SessionUser, uid: string): Promise<Schemas['UnreadCount']> {
  ownOnly(user, uid);
  const rows = await repo.unreadCounts(db, user.id);
  return {
    conversations: Object.fromEntries(rows.map((r) => [r.conversationId, r.count])),
    totalUnread: rows.reduce((sum, r) => sum + r.count, 0),
  };
}

import type { Conversation, ItemKind } from '@thriftz/client/generated/model';

/** The chat route for a conversation about an item (document 2, section 2.1). */
export function chatPath(kind: ItemKind, itemId: string, conversationId: string): string {
  const item = encodeURIComponent(itemId);
  const id = encodeURIComponent(conversationId);
  if (kind === 'borrow') return `/chat/borrow/${item}/${id}`;
  if (kind === 'roommate') return `/chat/roommate/${item}/${id}`;
  return `/chat/${item}/${id}`;
}

/** The item's own page. */
export function itemPath(kind: ItemKind, itemId: string): string {
  const item = encodeURIComponent(itemId);
  if (kind === 'request') return `/request/${item}`;
  if (kind === 'roommate') return `/roommate-finder/${item}`;
  return `/product/${item}`;
}

/** The listing's id for product and borrow chats, the request's or roommate post's otherwise. */
export function conversationItemId(conversation: Pick<Conversation, 'productId' | 'requestId'>): string | null {
  return conversation.productId ?? conversation.requestId ?? null;
}

/** Where a conversation of the inbox opens (the item-less /messages route when the item id is gone). */
export function conversationPath(conversation: Pick<Conversation, 'conversationId' | 'itemKind' | 'productId' | 'requestId'>): string {
  const itemId = conversationItemId(conversation);
  if (!itemId) return `/messages?cid=${encodeURIComponent(conversation.conversationId)}`;
  return chatPath(conversation.itemKind, itemId, conversation.conversationId);
}

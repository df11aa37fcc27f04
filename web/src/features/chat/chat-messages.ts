import type { Conversation } from '@thriftz/client/generated/model';

/** The spec's words for chat (document 2 section 8, document 1 section 8, document 3). */
export const CHAT_MESSAGES = {
  loginToChat: 'Please login to start chatting',
  productIncomplete: 'Product information incomplete',
  requestIncomplete: 'Request information incomplete',
  roommateIncomplete: 'Roommate request information incomplete',
  createFailed: 'Failed to create conversation',
  startFailed: 'Failed to start conversation',
  loadChatFailed: 'Failed to load chat data.',
  loadMessagesFailed: 'Failed to load messages.',
  sendFailed: 'Failed to send message',
  connectionFailed: 'Chat connection failed. Please refresh the page.',
  loadConversationsFailed: 'Failed to load conversations',
  deleted: 'Conversation deleted successfully',
  deleteFailed: 'Failed to delete conversation',
  invalidChatId: 'Invalid chat ID.',
  unknownUser: 'Unknown User',
  itemMissingTitle: 'Could not load item',
  itemMissingText: 'Could not load item details',
  conversationNotFound: 'Conversation not found',
} as const;

/** The other participant's name as the chat shows it (a deleted account is Unknown User). */
export const displayName = (conversation: Pick<Conversation, 'otherUser'>): string =>
  conversation.otherUser.fullName || CHAT_MESSAGES.unknownUser;

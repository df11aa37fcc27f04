import { useParams } from 'react-router-dom';
import { ChatView } from './chat-view';

/**
 * /chat/:itemId/:conversationId, /chat/borrow/… and /chat/roommate/…: the conversation decides
 * the item, so only its id matters here. A new id starts a fresh chat (no state carried over).
 */
export default function ChatPage() {
  const { conversationId = '' } = useParams();
  return <ChatView key={conversationId} conversationId={conversationId} />;
}

import { ArrowLeft, MessageSquareWarning } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { CHAT_MESSAGES } from './chat-messages';
import { ChatView } from './chat-view';

function InvalidChatId() {
  useDocumentTitle(CHAT_MESSAGES.invalidChatId);
  const navigate = useNavigate();
  return (
    <div className="container-page max-w-3xl py-16">
      <EmptyState
        icon={MessageSquareWarning}
        tone="danger"
        title={<span className="text-xl">{CHAT_MESSAGES.invalidChatId}</span>}
        action={
          <Button onClick={() => navigate(-1)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Go Back
          </Button>
        }
      />
    </div>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /messages?cid=…: the same chat, found by the conversation id alone (document 3). */
export default function MessagesPage() {
  const [params] = useSearchParams();
  const cid = params.get('cid')?.trim() ?? '';
  if (!UUID.test(cid)) return <InvalidChatId />;
  return <ChatView key={cid} conversationId={cid} />;
}

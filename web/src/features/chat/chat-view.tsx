import { ArrowLeft, ChevronRight, ImageOff, MessageSquareOff, Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ApiError } from '@thriftz/client/fetcher';
import { useGetConversation } from '@thriftz/client/generated/chat/chat';
import { useGetListing } from '@thriftz/client/generated/listings/listings';
import type { Conversation, ItemKind } from '@thriftz/client/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar } from '../../ui/avatar';
import { useOfferSlots } from '../../ui/offer-slots';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useCurrentUser } from '../../lib/use-current-user';
import { ChatComposer } from './chat-composer';
import { CHAT_MESSAGES, displayName } from './chat-messages';
import { conversationItemId, itemPath } from './chat-routes';
import { useChatStatus } from './chat-socket-provider';
import { MessageList } from './message-list';
import { useChatThread } from './use-chat-thread';
import { useMarkRead } from './use-mark-read';
import { useOtherTyping, useOwnTyping } from './use-typing';

const ITEM_KIND_LABELS: Record<ItemKind, string> = {
  product: 'Listing',
  borrow: 'Borrow listing',
  request: 'Request',
  roommate: 'Roommate post',
};

const backLinkClasses =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-fg-muted hover:bg-slate-100 hover:text-fg focus-visible:outline-2 focus-visible:outline-primary';

/** The item the conversation is about, linking to it; a gone item says so. */
function ItemBanner({ conversation }: { conversation: Conversation }) {
  const itemId = conversationItemId(conversation);
  if (!conversation.productTitle || !itemId) {
    return (
      <div className="flex items-center gap-3 border-b border-line bg-slate-50 px-4 py-2.5">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-fg-subtle">
          <ImageOff aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-fg">{CHAT_MESSAGES.itemMissingTitle}</p>
          <p className="text-xs text-fg-muted">{CHAT_MESSAGES.itemMissingText}</p>
        </div>
      </div>
    );
  }
  return (
    <Link
      to={itemPath(conversation.itemKind, itemId)}
      className="group flex items-center gap-3 border-b border-line bg-slate-50 px-4 py-2.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      {conversation.productImage ? (
        <img
          src={conversation.productImage}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-lg bg-slate-200 object-cover"
        />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-slate-200 text-fg-subtle">
          <Package aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-fg-muted">{ITEM_KIND_LABELS[conversation.itemKind]}</p>
        <p className="truncate text-sm font-semibold text-fg group-hover:underline">{conversation.productTitle}</p>
      </div>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-fg-subtle" />
    </Link>
  );
}

/**
 * The buyer's Make an offer without leaving the chat about a sale listing (the offers feature's
 * slot decides whether it shows: not to the seller, nor on a sold or reserved listing). The bar
 * hides itself when the slot renders nothing.
 */
function ChatOfferBar({ conversation }: { conversation: Conversation }) {
  const { MakeOffer } = useOfferSlots();
  const itemId = conversationItemId(conversation);
  const enabled = MakeOffer !== null && conversation.itemKind === 'product' && Boolean(itemId);
  const listing = useGetListing(itemId ?? '', { query: { enabled } });
  if (!enabled || !MakeOffer || !listing.data) return null;
  return (
    <div className="border-b border-line px-4 py-2.5 empty:hidden">
      <MakeOffer listing={listing.data} inChat />
    </div>
  );
}

const STATUS_NOTES = { connected: '', connecting: 'Connecting…', down: 'Live updates unavailable' } as const;

function ChatRoom({ conversation, me }: { conversation: Conversation; me: string }) {
  const name = displayName(conversation);
  useDocumentTitle(`Chat with ${name}`);
  const status = useChatStatus();
  const thread = useChatThread(conversation, me);
  const otherTyping = useOtherTyping(conversation.conversationId, me);
  const ownTyping = useOwnTyping(conversation.conversationId, me);
  useMarkRead({
    conversationId: conversation.conversationId,
    me,
    ready: thread.firstPage === 'ready',
    messages: thread.messages,
    onMarked: thread.markIncomingRead,
  });

  return (
    <div className="container-page max-w-3xl py-4 sm:py-6">
      <section aria-labelledby="chat-title" className="card overflow-hidden">
        <header className="flex items-center gap-3 border-b border-line px-2 py-2.5 sm:px-3">
          <Link to="/inbox" aria-label="Back to conversations" title="Back to conversations" className={backLinkClasses}>
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Link>
          <Avatar name={name} src={conversation.otherUser.profileImage} size="md" />
          <div className="min-w-0 flex-1">
            <h1 id="chat-title" className="truncate text-base font-semibold text-fg">
              {name}
            </h1>
            <p aria-live="polite" className="h-4 truncate text-xs leading-4 text-primary-ink">
              {otherTyping ? `${name} is typing…` : ''}
            </p>
          </div>
          {STATUS_NOTES[status] ? (
            <p role="status" className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-fg-muted">
              {STATUS_NOTES[status]}
            </p>
          ) : null}
        </header>
        <ItemBanner conversation={conversation} />
        <ChatOfferBar conversation={conversation} />
        <MessageList
          me={me}
          conversationId={conversation.conversationId}
          otherName={name}
          messages={thread.messages}
          pending={thread.pending}
          firstPage={thread.firstPage}
          onReloadFirstPage={() => void thread.reloadFirstPage()}
          hasOlder={thread.hasOlder}
          loadingOlder={thread.loadingOlder}
          onLoadOlder={thread.loadOlder}
          onRetry={thread.retry}
        />
        <ChatComposer
          onSend={thread.send}
          onTyping={ownTyping.onInput}
          onStopTyping={ownTyping.stop}
        />
      </section>
    </div>
  );
}

function ChatSkeleton() {
  return (
    <div className="container-page max-w-3xl py-4 sm:py-6" role="status" aria-label="Loading the chat">
      <div className="card overflow-hidden">
        <div className="flex items-center gap-3 border-b border-line p-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
        <Skeleton className="h-16 w-full rounded-none" />
        <div className="h-[60vh]" />
      </div>
    </div>
  );
}

/**
 * The chat about one conversation (document 2, section 2.1): header, item banner, messages and
 * the message box. A conversation that is not the student's (or does not exist) is not found.
 */
export function ChatView({ conversationId }: { conversationId: string }) {
  const { user } = useCurrentUser();
  const query = useGetConversation(conversationId);

  if (query.isPending || !user) return <ChatSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400 || status === 403) {
      return (
        <div className="container-page max-w-3xl py-16">
          <EmptyState
            icon={MessageSquareOff}
            title={<span className="text-xl">{CHAT_MESSAGES.conversationNotFound}</span>}
            action={
              <Button asChild>
                <Link to="/inbox">Back to conversations</Link>
              </Button>
            }
          >
            It may have been deleted, or it is not one of yours.
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="container-page max-w-3xl py-16">
        <ErrorState title={CHAT_MESSAGES.loadChatFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  return <ChatRoom conversation={query.data} me={user.uid} />;
}

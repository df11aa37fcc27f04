import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, RefreshCw, ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import {
  getGetConversationQueryKey,
  getGetUnreadCountQueryKey,
  getListUserConversationsQueryKey,
  useDeleteConversation,
  useListUserConversations,
} from '@thriftz/client/generated/chat/chat';
import type { Conversation } from '@thriftz/client/generated/model';
import { pluralize } from '../../lib/format';
import { rereadQueries } from '../../lib/reread-queries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { useCurrentUser } from '../../lib/use-current-user';
import { conversationTime } from './chat-format';
import { CHAT_MESSAGES, displayName } from './chat-messages';
import { conversationPath } from './chat-routes';
import { UnreadBadge } from './unread-badge';

function ConversationRow({ conversation, me, onDelete }: { conversation: Conversation; me: string; onDelete: () => void }) {
  const name = displayName(conversation);
  const unread = conversation.unreadCount;
  const preview = conversation.lastMessage
    ? `${conversation.lastMessageSender === me ? 'You: ' : ''}${conversation.lastMessage}`
    : 'No messages yet';

  return (
    <li className="relative flex items-center gap-2 px-3 py-3 transition-colors hover:bg-slate-50 sm:px-4">
      <Link
        to={conversationPath(conversation)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg outline-none after:absolute after:inset-0 focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-primary"
      >
        <Avatar name={name} src={conversation.otherUser.profileImage} size="md" className="size-12 text-base" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p className={unread > 0 ? 'truncate font-bold text-fg' : 'truncate font-semibold text-fg'}>{name}</p>
            <time dateTime={conversation.lastUpdated} className="shrink-0 text-xs text-fg-subtle">
              {conversationTime(conversation.lastUpdated)}
            </time>
          </div>
          <p className="truncate text-xs font-medium text-primary-ink">
            {conversation.productTitle ?? CHAT_MESSAGES.itemMissingTitle}
          </p>
          <div className="mt-0.5 flex items-center gap-2">
            <p className={unread > 0 ? 'min-w-0 flex-1 truncate text-sm font-semibold text-fg' : 'min-w-0 flex-1 truncate text-sm text-fg-muted'}>
              {preview}
            </p>
            <UnreadBadge count={unread} />
            {unread > 0 ? <span className="sr-only">, {pluralize(unread, 'unread message')}</span> : null}
          </div>
        </div>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete conversation with ${name}`}
        title="Delete conversation"
        className="relative z-10 shrink-0 text-fg-subtle hover:bg-danger-soft hover:text-danger-ink"
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </li>
  );
}

function InboxSkeleton() {
  return (
    <div role="status" aria-label="Loading your conversations" className="card divide-y divide-line">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-12 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/4" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Deletes a conversation from one's inbox (the other participant keeps theirs). */
function useRemoveConversation(me: string) {
  const queryClient = useQueryClient();
  const mutation = useDeleteConversation();
  const remove = (conversationId: string, onSettled: () => void) =>
    mutation.mutate(
      { id: conversationId },
      {
        onSuccess: () => {
          queryClient.setQueryData<Conversation[]>(getListUserConversationsQueryKey(me), (list) =>
            list?.filter((conversation) => conversation.conversationId !== conversationId),
          );
          queryClient.removeQueries({ queryKey: getGetConversationQueryKey(conversationId), exact: true });
          rereadQueries(queryClient, [getGetUnreadCountQueryKey(me)]);
          toast.success(CHAT_MESSAGES.deleted);
        },
        onError: () => toast.error(CHAT_MESSAGES.deleteFailed),
        onSettled,
      },
    );
  return { remove, isPending: mutation.isPending };
}

function Inbox({ me }: { me: string }) {
  const query = useListUserConversations(me);
  const { remove, isPending } = useRemoveConversation(me);
  const [toDelete, setToDelete] = useState<Conversation | null>(null);

  if (query.isPending) return <InboxSkeleton />;
  if (query.isError) {
    return (
      <Alert>
        <p className="font-semibold">{CHAT_MESSAGES.loadConversationsFailed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title="No conversations yet."
        action={
          <Button asChild>
            <Link to="/products">
              <ShoppingBag aria-hidden="true" className="size-4" />
              Browse listings
            </Link>
          </Button>
        }
      >
        Start one with In-App Chat on a listing, a request or a roommate post.
      </EmptyState>
    );
  }

  const deleting = toDelete ? displayName(toDelete) : '';
  return (
    <>
      <ul className="card divide-y divide-line overflow-hidden" aria-label="Conversations">
        {query.data.map((conversation) => (
          <ConversationRow
            key={conversation.conversationId}
            conversation={conversation}
            me={me}
            onDelete={() => setToDelete(conversation)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete this conversation?"
        description={`Your messages with ${deleting} will be removed from your inbox. ${deleting} keeps their copy.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={isPending}
        onConfirm={() => toDelete && remove(toDelete.conversationId, () => setToDelete(null))}
      />
    </>
  );
}

/** /inbox: the student's conversations, most recent first, live (document 2, section 2.1). */
export default function InboxPage() {
  useDocumentTitle('Your Conversations');
  const { user } = useCurrentUser();
  return (
    <>
      <PageHeader eyebrow="Messages" title="Your Conversations" lead="Chats about your listings, requests and roommate posts, and the ones you started." />
      <div className="container-page max-w-3xl py-8 sm:py-10">{user ? <Inbox me={user.uid} /> : <InboxSkeleton />}</div>
    </>
  );
}

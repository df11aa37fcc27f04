import { MessagesSquare } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { ApiError } from '@thriftz/client/fetcher';
import { useCreateConversation } from '@thriftz/client/generated/chat/chat';
import type { CreateConversationInput, ItemKind } from '@thriftz/client/generated/model';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/button';
import { loginPath } from '../../lib/return-to';
import { useCurrentUser } from '../../lib/use-current-user';
import { CHAT_MESSAGES } from './chat-messages';
import { chatPath } from './chat-routes';

const INCOMPLETE: Record<ItemKind, string> = {
  product: CHAT_MESSAGES.productIncomplete,
  borrow: CHAT_MESSAGES.productIncomplete,
  request: CHAT_MESSAGES.requestIncomplete,
  roommate: CHAT_MESSAGES.roommateIncomplete,
};

/**
 * The create-conversation body for an item (a borrow listing is a `product` conversation). An
 * anonymous request's owner is not named (null): the server finds them.
 */
export function conversationInput(kind: ItemKind, itemId: string, me: string, ownerId: string | null): CreateConversationInput {
  const participants = ownerId ? [me, ownerId] : [me];
  if (kind === 'product' || kind === 'borrow') return { participants, productId: itemId, type: 'product' };
  return { participants, requestId: itemId, type: kind };
}

/** The server's own words when it gave any, else the spec's. */
function startError(error: unknown): string {
  if (error instanceof ApiError) {
    const problem = error.problem as ApiError['problem'] & { error?: unknown };
    if (typeof problem.error === 'string' && problem.error) return problem.error;
    return problem.detail || CHAT_MESSAGES.createFailed;
  }
  return CHAT_MESSAGES.startFailed;
}

/**
 * In-App Chat on an item's page: opens (or finds) the conversation with the item's owner and goes
 * to it. Visitors are sent to log in and brought back here; the owner never sees it.
 */
export function StartChatButton({
  kind,
  itemId,
  ownerId,
  hidden = false,
  anonymousOwner = false,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  kind: ItemKind;
  itemId: string | null | undefined;
  /** The owner's user id (seller, requester or poster); missing for anonymous items. */
  ownerId: string | null | undefined;
  /** Hidden for anonymous listings. */
  hidden?: boolean;
  /** An anonymous request: no ownerId; the server finds the requester, who stays an alias to this student. */
  anonymousOwner?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateConversation();

  if (hidden || (user && ownerId && user.uid === ownerId)) return null;

  const start = () => {
    if (!user) {
      toast.info(CHAT_MESSAGES.loginToChat);
      navigate(loginPath(location.pathname + location.search), {
        state: { from: { pathname: location.pathname, search: location.search } },
      });
      return;
    }
    if (!itemId || (!ownerId && !anonymousOwner)) {
      toast.error(INCOMPLETE[kind]);
      return;
    }
    create.mutate(
      { data: conversationInput(kind, itemId, user.uid, anonymousOwner ? null : (ownerId ?? null)) },
      {
        onSuccess: (result) => navigate(chatPath(kind, itemId, result.conversationId)),
        onError: (error) => toast.error(startError(error)),
      },
    );
  };

  return (
    <Button variant={variant} size={size} className={className} busy={create.isPending} disabled={isLoading} onClick={start}>
      {create.isPending ? null : <MessagesSquare aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} />}
      In-App Chat
    </Button>
  );
}

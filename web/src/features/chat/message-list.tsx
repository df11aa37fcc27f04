import { MessagesSquare, RefreshCw } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@thriftz/client/generated/model';
import { Button } from '../../ui/button';
import { useOfferSlots } from '../../ui/offer-slots';
import { Skeleton } from '../../ui/skeleton';
import { groupByDay } from './chat-format';
import { CHAT_MESSAGES } from './chat-messages';
import type { PendingMessage } from './chat-thread';
import { MessageBubble, type BubbleState } from './message-bubble';
import type { FirstPageState } from './use-chat-thread';

/** Within this many pixels of an edge counts as being at it. */
const EDGE_PX = 48;
const NEAR_BOTTOM_PX = 160;

type Entry =
  | { key: string; time: string; text: string; mine: boolean; state: BubbleState; clientMessageId?: undefined; offerId?: string | null }
  | { key: string; time: string; text: string; mine: true; state: BubbleState; clientMessageId: string; offerId?: undefined };

/** For an offer's steps (the offers feature's cards): each offer's latest step, and the thread's latest step of any offer. */
function offerSteps(entries: readonly Entry[]) {
  const latest = new Map<string, string>();
  let version = '';
  for (const entry of entries) {
    if (!entry.offerId) continue;
    latest.set(entry.offerId, entry.key);
    version = entry.key;
  }
  return { latest, version };
}

function entriesOf(messages: readonly ChatMessage[], pending: readonly PendingMessage[], me: string): Entry[] {
  const stored: Entry[] = messages.map((message) => ({
    key: message.id,
    time: message.timestamp,
    text: message.message,
    mine: message.senderId === me,
    state: message.status === 'read' ? 'read' : 'sent',
    offerId: message.type === 'offer' ? message.offerId : null,
  }));
  const waiting: Entry[] = pending.map((message) => ({
    key: `pending-${message.clientMessageId}`,
    time: message.createdAt,
    text: message.message,
    mine: true,
    state: message.state,
    clientMessageId: message.clientMessageId,
  }));
  if (waiting.length === 0) return stored;
  return [...stored, ...waiting].sort((a, b) => new Date(a.time).getTime() - new Date(b.time).getTime());
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading messages" className="space-y-4 p-4">
      <Skeleton className="h-10 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-14 w-3/5 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
    </div>
  );
}

/**
 * The chat window (60% of the viewport, its own scroll): messages grouped by day, following the
 * newest at the bottom; scrolling to the top loads older ones without moving what is on screen.
 */
export function MessageList({
  me,
  conversationId,
  otherName,
  messages,
  pending,
  firstPage,
  onReloadFirstPage,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: {
  me: string;
  conversationId: string;
  otherName: string;
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  firstPage: FirstPageState;
  onReloadFirstPage: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onRetry: (clientMessageId: string) => void;
}) {
  const { OfferCard } = useOfferSlots();
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  // Distance from the bottom before older messages were asked for, to put the view back.
  const anchor = useRef<number | null>(null);

  const entries = entriesOf(messages, pending, me);
  const firstKey = entries[0]?.key;
  const last = entries[entries.length - 1];

  const requestOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    anchor.current = element.scrollHeight - element.scrollTop;
    void onLoadOlder();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < EDGE_PX) requestOlder();
  };

  // Older messages went in above: keep the same messages in view.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || anchor.current === null) return;
    element.scrollTop = element.scrollHeight - anchor.current;
    anchor.current = null;
  }, [firstKey]);

  // A new message at the bottom: follow it when it is mine or the reader was at the bottom.
  const lastKey = last?.key;
  const lastMine = last?.mine;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || lastKey === undefined) return;
    if (lastMine || nearBottom.current) {
      element.scrollTop = element.scrollHeight;
      nearBottom.current = true;
    }
  }, [lastKey, lastMine]);

  let body;
  if (firstPage === 'loading' && entries.length === 0) {
    body = <ListSkeleton />;
  } else if (firstPage === 'error' && entries.length === 0) {
    body = (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="font-semibold text-danger-ink">{CHAT_MESSAGES.loadMessagesFailed}</p>
        <Button variant="secondary" size="sm" onClick={onReloadFirstPage}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-fg-muted">
        <MessagesSquare aria-hidden="true" className="size-8 text-primary" />
        <p className="text-sm">No messages yet. Say hello to {otherName}!</p>
      </div>
    );
  } else {
    const groups = groupByDay(entries, (entry) => entry.time);
    const offers = offerSteps(entries);
    body = (
      <>
        {hasOlder ? (
          <div className="flex justify-center pb-2">
            <Button variant="ghost" size="sm" busy={loadingOlder} onClick={requestOlder}>
              {loadingOlder ? 'Loading…' : 'Load older messages'}
            </Button>
          </div>
        ) : null}
        <ol className="space-y-4">
          {groups.map((group) => (
            <li key={group.day}>
              <h2 className="sticky top-0 z-10 flex justify-center py-1">
                <span className="rounded-full bg-slate-200/90 px-3 py-0.5 text-xs font-semibold text-slate-700 backdrop-blur">
                  {group.heading}
                </span>
              </h2>
              <ol className="mt-2 space-y-1.5" aria-label={`Messages of ${group.heading}`}>
                {group.items.map((entry) =>
                  entry.offerId && OfferCard ? (
                    <OfferCard
                      key={entry.key}
                      offerId={entry.offerId}
                      conversationId={conversationId}
                      text={entry.text}
                      time={entry.time}
                      mine={entry.mine}
                      latest={offers.latest.get(entry.offerId) === entry.key}
                      version={offers.version}
                    />
                  ) : (
                  <MessageBubble
                    key={entry.key}
                    text={entry.text}
                    time={entry.time}
                    mine={entry.mine}
                    senderName={otherName}
                    state={entry.state}
                    onRetry={entry.clientMessageId ? () => onRetry(entry.clientMessageId) : undefined}
                  />
                  ),
                )}
              </ol>
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={`Messages with ${otherName}`}
      aria-busy={firstPage === 'loading' || loadingOlder || undefined}
      tabIndex={0}
      className="h-[60vh] overflow-y-auto overscroll-contain bg-canvas px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary sm:px-4"
    >
      {body}
    </div>
  );
}

import { Check, CheckCheck, CircleAlert, Clock, RotateCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { messageTime } from './chat-format';

export type BubbleState = 'sending' | 'failed' | 'sent' | 'read';

const STATE_LABELS: Record<BubbleState, string> = {
  sending: 'Sending',
  failed: 'Not sent',
  sent: 'Sent',
  read: 'Read',
};

/** A clock while pending, one tick when stored, a highlighted double tick once read. */
function DeliveryMark({ state }: { state: BubbleState }) {
  const label = STATE_LABELS[state];
  const icon =
    state === 'sending' ? (
      <Clock aria-hidden="true" className="size-3.5" />
    ) : state === 'failed' ? (
      <CircleAlert aria-hidden="true" className="size-3.5" />
    ) : state === 'read' ? (
      <CheckCheck aria-hidden="true" className="size-4" />
    ) : (
      <Check aria-hidden="true" className="size-4" />
    );
  return (
    <span
      title={label}
      data-state={state}
      className={cn('inline-flex items-center', state === 'read' ? 'text-sky-300' : state === 'failed' ? 'text-rose-200' : 'text-white/75')}
    >
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** One message: mine on the right in the brand colour with its delivery mark, theirs on the left. */
export function MessageBubble({
  text,
  time,
  mine,
  senderName,
  state,
  onRetry,
}: {
  text: string;
  time: string;
  mine: boolean;
  senderName: string;
  state: BubbleState;
  onRetry?: () => void;
}) {
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-mine={mine || undefined}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-xs sm:max-w-[75%]',
          mine ? 'rounded-br-md bg-primary-solid text-white' : 'rounded-bl-md border border-line bg-surface text-fg',
          state === 'failed' && 'bg-danger',
        )}
      >
        <p className="whitespace-pre-wrap break-words text-[0.95rem] leading-snug">
          <span className="sr-only">{mine ? 'You' : senderName}: </span>
          {text}
        </p>
        <p className={cn('mt-1 flex items-center justify-end gap-1 text-[0.7rem]', mine ? 'text-white' : 'text-fg-subtle')}>
          <time dateTime={time}>{messageTime(time)}</time>
          {mine ? <DeliveryMark state={state} /> : null}
        </p>
      </div>
      {state === 'failed' && onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-1 inline-flex items-center gap-1 rounded px-1 text-xs font-semibold text-danger-ink hover:underline"
        >
          <RotateCw aria-hidden="true" className="size-3" />
          Retry
        </button>
      ) : null}
    </li>
  );
}

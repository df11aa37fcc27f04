import { SendHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { controlClasses } from '../../ui/input';

/** The contract's longest message. */
export const MESSAGE_MAX_LENGTH = 1000;
const MAX_HEIGHT_PX = 128;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; the text is trimmed and an empty
 * one is never sent. Reports typing on input and its end on blur and on send.
 */
export function ChatComposer({
  onSend,
  onTyping,
  onStopTyping,
}: {
  onSend: (text: string) => boolean;
  onTyping: () => void;
  onStopTyping: () => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  // Grows with its text up to MAX_HEIGHT_PX, then scrolls.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    if (element.scrollHeight > 0) element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    onStopTyping();
    if (empty) return;
    if (onSend(text)) setText('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-line bg-surface p-3">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <textarea
        ref={box}
        id={id}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Type a message…"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onTyping();
        }}
        onKeyDown={onKeyDown}
        onBlur={onStopTyping}
        className={cn(controlClasses, 'max-h-32 min-h-11 resize-none py-2.5 leading-snug sm:min-h-10 sm:py-2')}
      />
      <span id={`${id}-hint`} className="sr-only">
        Enter sends, Shift+Enter starts a new line.
      </span>
      <Button type="submit" size="icon" aria-label="Send message" disabled={empty} className="shrink-0">
        <SendHorizontal aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useChatEvents, useChatSocket } from './chat-socket-provider';

/** The other side's typing indicator clears this long after their last signal (spec section 9). */
export const TYPING_INDICATOR_MS = 3_000;
/** One's own typing signal stops this long after the last keystroke. */
export const OWN_TYPING_MS = 2_000;

/** Whether the other participant is typing in this conversation right now. */
export function useOtherTyping(conversationId: string, me: string): boolean {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  useChatEvents((frame) => {
    if (frame.event === 'user-typing') {
      const { conversationId: where, userId, isTyping } = frame.data;
      if (where !== conversationId || userId === me) return;
      clear();
      setTyping(isTyping);
      if (isTyping) timer.current = setTimeout(() => setTyping(false), TYPING_INDICATOR_MS);
    } else if (frame.event === 'receive-message') {
      // Their message has arrived: they have stopped typing it.
      if (frame.data.conversationId !== conversationId || frame.data.senderId === me) return;
      clear();
      setTyping(false);
    }
  });

  useEffect(() => clear, []);
  return typing;
}

/**
 * One's own typing signal: `typing` on input (repeated every 2 s while it goes on, so the other
 * side's 3 s indicator stays up), and `stop` 2 s after the last keystroke, on blur and on send.
 */
export function useOwnTyping(conversationId: string, me: string) {
  const socket = useChatSocket();
  const typing = useRef(false);
  const lastSignal = useRef(0);
  const stopTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const signal = useCallback(
    (isTyping: boolean) => socket?.send('typing', { conversationId, userId: me, isTyping }) ?? false,
    [socket, conversationId, me],
  );

  const stop = useCallback(() => {
    if (stopTimer.current) clearTimeout(stopTimer.current);
    stopTimer.current = null;
    if (!typing.current) return;
    typing.current = false;
    signal(false);
  }, [signal]);

  const onInput = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastSignal.current >= OWN_TYPING_MS) {
      typing.current = signal(true);
      lastSignal.current = now;
    }
    if (stopTimer.current) clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(stop, OWN_TYPING_MS);
  }, [signal, stop]);

  // Leaving the chat stops the signal too.
  const latestStop = useRef(stop);
  useEffect(() => {
    latestStop.current = stop;
  });
  useEffect(() => () => latestStop.current(), []);

  return { onInput, stop };
}

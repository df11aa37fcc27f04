import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import type { ServerFrame } from './chat-events';
import { CHAT_MESSAGES } from './chat-messages';
import type { ChatSocket, ChatStatus } from './chat-socket';

const ChatSocketContext = createContext<ChatSocket | null>(null);

type SocketModule = typeof import('./chat-socket');
let socketModule: SocketModule | undefined;
let liveUpdates: typeof import('./chat-live-updates') | undefined;

/**
 * The socket's code and the live updates': loaded for signed-in students only, off every
 * visitor's first load (with the generated chat client the updates name their caches by).
 */
export function loadChatSocket(): Promise<SocketModule> {
  return Promise.all([import('./chat-socket'), import('./chat-live-updates')]).then(([socket, live]) => {
    liveUpdates = live;
    return (socketModule = socket);
  });
}

/** The tab's chat socket; null for visitors (and before it is set up). */
export function useChatSocket(): ChatSocket | null {
  return useContext(ChatSocketContext);
}

/** connected, connecting or down (always down without a socket). */
export function useChatStatus(): ChatStatus {
  const socket = useChatSocket();
  const subscribe = useCallback((notify: () => void) => (socket ? socket.onStatusChange(notify) : () => {}), [socket]);
  return useSyncExternalStore(
    subscribe,
    () => socket?.status ?? 'down',
    () => 'down',
  );
}

/** Calls `listener` with every server frame while mounted (the latest listener, no resubscribing). */
export function useChatEvents(listener: (frame: ServerFrame) => void): void {
  const socket = useChatSocket();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    if (!socket) return;
    return socket.subscribe((frame) => latest.current(frame));
  }, [socket]);
}

/**
 * Calls `listener` after whatever may have made the tab miss chat events: the socket connecting
 * (again: every connection, the first too, since the socket's code loads after the page has read
 * its data), the page becoming visible after being hidden (a background tab may be frozen, its
 * socket open but deaf), and the browser coming back online. A socket that stays open does not
 * say that nothing was missed, so the caller re-reads from the server.
 */
export function useChatResync(listener: () => void): void {
  const status = useChatStatus();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });

  const lastStatus = useRef(status);
  useEffect(() => {
    const previous = lastStatus.current;
    lastStatus.current = status;
    if (status === 'connected' && previous !== 'connected') latest.current();
  }, [status]);

  useEffect(() => {
    let wasHidden = document.visibilityState === 'hidden';
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') wasHidden = true;
      else if (wasHidden) {
        wasHidden = false;
        latest.current();
      }
    };
    const onOnline = () => latest.current();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, []);
}

/**
 * Opens one chat socket per tab for a signed-in student (`uid`) and shares it with the pages;
 * visitors get none. Mounted around the whole layout so the header badge and the chat share it.
 */
export function ChatSocketProvider({ uid, children }: { uid?: string | null; children: ReactNode }) {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const warned = useRef(false);

  useEffect(() => {
    if (!uid) return;
    let next: ChatSocket | undefined;
    let cancelled = false;
    const open = ({ ChatSocket }: SocketModule) => {
      if (cancelled) return;
      next = new ChatSocket({
        onGiveUp: () => {
          if (warned.current) return;
          warned.current = true;
          toast.error(CHAT_MESSAGES.connectionFailed);
        },
      });
      // Connected by the effect below, once the live updates are mounted and listening (a child's
      // effects run before its parent's): a socket that opened first would go unnoticed, with
      // whatever it pushed meanwhile.
      setSocket(next);
    };
    if (socketModule) open(socketModule);
    else void loadChatSocket().then(open);
    return () => {
      cancelled = true;
      next?.close();
      setSocket(null);
    };
  }, [uid]);

  useEffect(() => socket?.connect(), [socket]);

  return (
    <ChatSocketContext.Provider value={uid ? socket : null}>
      {uid && socket && liveUpdates ? <liveUpdates.ChatLiveUpdates uid={uid} /> : null}
      {children}
    </ChatSocketContext.Provider>
  );
}

import { parseServerFrame, type ClientEvents, type ServerFrame } from './chat-events';

export type ChatStatus = 'connected' | 'connecting' | 'down';

/** Reconnection as the spec has it (document 2, section 7): 5 tries, 1 s growing to 5 s, 20 s each. */
export const RECONNECT_TRIES = 5;
export const RECONNECT_BASE_DELAY_MS = 1_000;
export const RECONNECT_MAX_DELAY_MS = 5_000;
export const CONNECT_TIMEOUT_MS = 20_000;

/** The wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s, then 5 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_DELAY_MS * 2 ** (attempt - 1), RECONNECT_MAX_DELAY_MS);
}

/** The chat socket's address: same origin, so the session cookie goes along. */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

const OPEN = 1;

export interface ChatSocketOptions {
  url?: string;
  /** Called once when the retries are used up (the caller shows 'Chat connection failed…'). */
  onGiveUp?: () => void;
}

type FrameListener = (frame: ServerFrame) => void;
type StatusListener = (status: ChatStatus) => void;

/**
 * One WebSocket to the chat server that puts itself back together: after a drop (or a failed
 * first connection) it retries up to RECONNECT_TRIES times with growing delays, abandoning any
 * attempt that has not opened within CONNECT_TIMEOUT_MS. After the last failed try it stays
 * `down` (the pages keep working over HTTP) until the browser comes back online.
 */
export class ChatSocket {
  private readonly url: string;
  private readonly onGiveUp?: () => void;
  private socket: WebSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private attemptTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = true;
  private currentStatus: ChatStatus = 'down';
  private readonly frameListeners = new Set<FrameListener>();
  private readonly statusListeners = new Set<StatusListener>();

  constructor(options: ChatSocketOptions = {}) {
    this.url = options.url ?? chatSocketUrl();
    this.onGiveUp = options.onGiveUp;
  }

  get status(): ChatStatus {
    return this.currentStatus;
  }

  /** Opens the connection (again, after `close`). */
  connect(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.failures = 0;
    window.addEventListener('online', this.handleOnline);
    this.open();
  }

  /** Closes for good (sign-out, unmount): no reconnection. */
  close(): void {
    this.stopped = true;
    window.removeEventListener('online', this.handleOnline);
    this.clearTimers();
    this.dropSocket();
    this.setStatus('down');
  }

  /** Sends a frame; false when the socket is not open (the caller falls back to HTTP). */
  send<E extends keyof ClientEvents>(event: E, data: ClientEvents[E]): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    try {
      socket.send(JSON.stringify({ event, data }));
      return true;
    } catch {
      return false;
    }
  }

  /** Every server frame, until the returned function is called. */
  subscribe(listener: FrameListener): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onStatusChange(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private open(): void {
    this.clearTimers();
    this.setStatus('connecting');
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.handleFailure();
      return;
    }
    this.socket = socket;
    this.attemptTimer = setTimeout(() => {
      // Too slow: give this attempt up and count it as a failed try.
      this.dropSocket();
      this.handleFailure();
    }, CONNECT_TIMEOUT_MS);

    socket.onopen = () => {
      if (this.attemptTimer) clearTimeout(this.attemptTimer);
      this.attemptTimer = null;
      this.failures = 0;
      this.setStatus('connected');
    };
    socket.onmessage = (message: MessageEvent) => {
      const frame = parseServerFrame(message.data);
      if (!frame) return;
      for (const listener of [...this.frameListeners]) listener(frame);
    };
    socket.onclose = () => {
      this.detach(socket);
      if (this.socket === socket) this.socket = null;
      this.handleFailure();
    };
    // onclose always follows an error; nothing more to do here.
    socket.onerror = () => {};
  }

  private handleFailure(): void {
    if (this.stopped) return;
    this.clearTimers();
    if (this.failures >= RECONNECT_TRIES) {
      this.setStatus('down');
      this.onGiveUp?.();
      return;
    }
    this.failures += 1;
    this.setStatus('connecting');
    this.retryTimer = setTimeout(() => this.open(), reconnectDelay(this.failures));
  }

  private readonly handleOnline = () => {
    if (this.stopped || this.currentStatus !== 'down') return;
    this.failures = 0;
    this.open();
  };

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    this.detach(socket);
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private detach(socket: WebSocket): void {
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.attemptTimer) clearTimeout(this.attemptTimer);
    this.retryTimer = null;
    this.attemptTimer = null;
  }

  private setStatus(status: ChatStatus): void {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }
}

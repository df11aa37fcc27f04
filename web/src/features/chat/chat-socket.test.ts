import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocket, chatSocketUrl, reconnectDelay, type ChatStatus } from './chat-socket';
import { FakeWebSocket } from './chat-test-kit';

const started: ChatSocket[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(() => {
  for (const socket of started.splice(0)) socket.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function start() {
  const onGiveUp = vi.fn();
  const statuses: ChatStatus[] = [];
  const socket = new ChatSocket({ url: 'ws://campus.test/api/ws', onGiveUp });
  socket.onStatusChange((status) => statuses.push(status));
  socket.connect();
  started.push(socket);
  return { socket, onGiveUp, statuses };
}

describe('chatSocketUrl', () => {
  it('is the same origin /api/ws, wss under https', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'thriftz.in' })).toBe('wss://thriftz.in/api/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/ws');
  });
});

describe('ChatSocket reconnection', () => {
  it('waits 1 s, 2 s, 4 s, 5 s, 5 s between five tries, then gives up once and stays down', () => {
    const { socket, onGiveUp, statuses } = start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest.url).toBe('ws://campus.test/api/ws');
    expect(socket.status).toBe('connecting');

    const waits = [1_000, 2_000, 4_000, 5_000, 5_000];
    waits.forEach((wait, index) => {
      FakeWebSocket.latest.fail();
      expect(socket.status).toBe('connecting');
      vi.advanceTimersByTime(wait - 1);
      expect(FakeWebSocket.instances).toHaveLength(index + 1);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(index + 2);
    });
    expect(waits.map((_, i) => reconnectDelay(i + 1))).toEqual(waits);
    expect(onGiveUp).not.toHaveBeenCalled();

    // The fifth retry fails too: no sixth.
    FakeWebSocket.latest.fail();
    expect(socket.status).toBe('down');
    expect(onGiveUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(6);
    expect(statuses.at(-1)).toBe('down');
    expect(socket.send('typing', { conversationId: 'c', isTyping: true })).toBe(false);
  });

  it('abandons an attempt that has not opened within 20 s and counts it as a failed try', () => {
    const { socket } = start();
    const first = FakeWebSocket.latest;
    vi.advanceTimersByTime(19_999);
    expect(first.readyState).toBe(0);
    vi.advanceTimersByTime(1);
    expect(first.readyState).toBe(3);
    expect(first.onopen).toBeNull();
    expect(socket.status).toBe('connecting');
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('starts counting afresh after a connection succeeded, and reconnects after a drop', () => {
    const { socket, onGiveUp } = start();
    FakeWebSocket.latest.fail();
    vi.advanceTimersByTime(1_000);
    FakeWebSocket.latest.fail();
    vi.advanceTimersByTime(2_000);
    FakeWebSocket.latest.open();
    expect(socket.status).toBe('connected');

    // The server drops it: five fresh tries from 1 s.
    FakeWebSocket.latest.fail();
    expect(socket.status).toBe('connecting');
    vi.advanceTimersByTime(1_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    for (const wait of [2_000, 4_000, 5_000, 5_000]) {
      FakeWebSocket.latest.fail();
      vi.advanceTimersByTime(wait);
    }
    expect(FakeWebSocket.instances).toHaveLength(8);
    expect(onGiveUp).not.toHaveBeenCalled();
    FakeWebSocket.latest.fail();
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('tries again when the browser comes back online after giving up', () => {
    const { socket } = start();
    for (const wait of [1_000, 2_000, 4_000, 5_000, 5_000]) {
      FakeWebSocket.latest.fail();
      vi.advanceTimersByTime(wait);
    }
    FakeWebSocket.latest.fail();
    expect(socket.status).toBe('down');
    window.dispatchEvent(new Event('online'));
    expect(FakeWebSocket.instances).toHaveLength(7);
    FakeWebSocket.latest.open();
    expect(socket.status).toBe('connected');
  });

  it('does not reconnect after close', () => {
    const { socket } = start();
    FakeWebSocket.latest.open();
    socket.close();
    expect(socket.status).toBe('down');
    expect(FakeWebSocket.latest.readyState).toBe(3);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('ChatSocket frames', () => {
  it('sends {event, data} frames only while open', () => {
    const { socket } = start();
    expect(socket.send('join-conversation', { conversationId: 'c1' })).toBe(false);
    FakeWebSocket.latest.open();
    expect(socket.send('join-conversation', { conversationId: 'c1' })).toBe(true);
    expect(FakeWebSocket.latest.sent).toEqual([{ event: 'join-conversation', data: { conversationId: 'c1' } }]);
  });

  it('hands server events to subscribers and ignores unreadable or unknown frames', () => {
    const { socket } = start();
    FakeWebSocket.latest.open();
    const listener = vi.fn();
    const unsubscribe = socket.subscribe(listener);

    FakeWebSocket.latest.onmessage?.({ data: 'not json' } as MessageEvent);
    FakeWebSocket.latest.receive('something-else', { a: 1 });
    FakeWebSocket.latest.receive('user-typing', null);
    expect(listener).not.toHaveBeenCalled();

    FakeWebSocket.latest.receive('user-typing', { conversationId: 'c1', userId: 'u2', isTyping: true });
    expect(listener).toHaveBeenCalledWith({ event: 'user-typing', data: { conversationId: 'c1', userId: 'u2', isTyping: true } });

    unsubscribe();
    FakeWebSocket.latest.receive('messages-read', { conversationId: 'c1', readerId: 'u2', readAt: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

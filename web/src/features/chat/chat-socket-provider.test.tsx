import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatSocketProvider, useChatStatus } from './chat-socket-provider';
import { FakeWebSocket, json, ME, stubApi, stubWebSocket, testQueryClient } from './chat-test-kit';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

function Status() {
  return <p>status {useChatStatus()}</p>;
}

function renderProvider(uid: string | null) {
  const client = testQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <ChatSocketProvider uid={uid}>
        <Status />
      </ChatSocketProvider>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

beforeEach(() => {
  vi.clearAllMocks();
  stubWebSocket();
  stubApi((call) => (call.path.endsWith('/unread-count') ? json({ conversations: {}, totalUnread: 0 }) : undefined));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChatSocketProvider', () => {
  it('opens no socket for a visitor', () => {
    renderProvider(null);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(screen.getByText('status down')).toBeInTheDocument();
  });

  it('opens one socket to /api/ws for a student and closes it on sign-out', () => {
    const view = renderProvider(ME);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.latest.url).toBe(`ws://${window.location.host}/api/ws`);
    act(() => FakeWebSocket.latest.open());
    expect(screen.getByText('status connected')).toBeInTheDocument();

    view.rerender(
      <QueryClientProvider client={view.client}>
        <ChatSocketProvider uid={null}>
          <Status />
        </ChatSocketProvider>
      </QueryClientProvider>,
    );
    expect(FakeWebSocket.latest.readyState).toBe(3);
    expect(screen.getByText('status down')).toBeInTheDocument();
  });

  it("says 'Chat connection failed. Please refresh the page.' once when the tries are used up", () => {
    vi.useFakeTimers();
    renderProvider(ME);
    for (const wait of [1_000, 2_000, 4_000, 5_000, 5_000]) {
      act(() => FakeWebSocket.latest.fail());
      act(() => vi.advanceTimersByTime(wait));
    }
    expect(toast.error).not.toHaveBeenCalled();
    act(() => FakeWebSocket.latest.fail());
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Chat connection failed. Please refresh the page.');
    expect(screen.getByText('status down')).toBeInTheDocument();

    // Back online, failing again: no second toast.
    act(() => window.dispatchEvent(new Event('online')));
    for (const wait of [1_000, 2_000, 4_000, 5_000, 5_000]) {
      act(() => FakeWebSocket.latest.fail());
      act(() => vi.advanceTimersByTime(wait));
    }
    act(() => FakeWebSocket.latest.fail());
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('marks the unread count stale on connecting and again after a reconnection', () => {
    vi.useFakeTimers();
    const { client } = renderProvider(ME);
    // A refresh begins by cancelling any read on its way (lib/reread-queries.ts), then marks it stale.
    const refresh = vi.spyOn(client, 'cancelQueries');
    const unread = { queryKey: [`/api/users/${ME}/unread-count`] };
    // The socket connects after the page counted: a message sent in between must not wait for a poll.
    act(() => FakeWebSocket.latest.open());
    expect(refresh).toHaveBeenCalledWith(unread);
    refresh.mockClear();
    act(() => FakeWebSocket.latest.fail());
    expect(refresh).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    act(() => FakeWebSocket.latest.open());
    expect(refresh).toHaveBeenCalledWith(unread);
  });
});

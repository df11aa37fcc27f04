import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@thriftz/client/generated/model';
import ChatPage from './chat-page';
import { ChatSocketProvider } from './chat-socket-provider';
import { CID, conversation, FakeWebSocket, json, ME, message, openSocket, PRODUCT_ID, renderRoutes, serverSays, stubApi, stubWebSocket, testQueryClient } from './chat-test-kit';
import { useUnreadTotal } from './use-unread-count';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

// A socket that stays open does not say that nothing was missed (the server's bus may have lost
// events, a background tab may have been frozen): after such a gap the chat reads again.

/** Hides or shows the page, as switching tabs does. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const unread = { queryKey: [`/api/users/${ME}/unread-count`] };
const inbox = { queryKey: [`/api/users/${ME}/conversations`] };

beforeEach(() => {
  vi.clearAllMocks();
  stubWebSocket();
});

afterEach(() => {
  // Back to jsdom's own (visible) state.
  delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  vi.unstubAllGlobals();
});

describe('refreshing after a gap while the socket stays open', () => {
  it('marks the inbox and the unread count stale when the page is shown again, or the browser is back online', async () => {
    stubApi((call) => (call.path.endsWith('/unread-count') ? json({ conversations: {}, totalUnread: 0 }) : undefined));
    const client = testQueryClient();
    render(
      <QueryClientProvider client={client}>
        <ChatSocketProvider uid={ME}>
          <p>page</p>
        </ChatSocketProvider>
      </QueryClientProvider>,
    );
    openSocket();
    // A refresh cancels any read on its way, then marks the queries stale (lib/reread-queries.ts).
    const cancel = vi.spyOn(client, 'cancelQueries');
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    // Shown without having been hidden: nothing to catch up on.
    setVisibility('visible');
    expect(cancel).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(cancel).not.toHaveBeenCalled();
    setVisibility('visible');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith(unread));
    expect(invalidate).toHaveBeenCalledWith(inbox);
    expect(FakeWebSocket.latest.readyState).toBe(1);

    invalidate.mockClear();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith(unread));
    expect(invalidate).toHaveBeenCalledWith(inbox);
    // The socket stayed as it was: one, open.
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("re-reads the open conversation's messages when the page is shown again and when the browser is back online", async () => {
    const stored: ChatMessage[] = [message({ message: 'Is it available?' })];
    const calls = stubApi((call) => {
      const base = `/api/conversations/${CID}`;
      if (call.path === base) return json(conversation());
      if (call.path === `${base}/messages` && call.method === 'GET') return json(stored);
      if (call.path === `${base}/mark-read`) return json({ success: true, updated: 1 });
      if (call.path === `/api/users/${ME}/unread-count`) return json({ conversations: {}, totalUnread: 0 });
      if (call.path === `/api/users/${ME}/conversations`) return json([]);
      return undefined;
    });
    renderRoutes([{ path: '/chat/:itemId/:conversationId', element: <ChatPage /> }], `/chat/${PRODUCT_ID}/${CID}`);
    openSocket();
    expect(await screen.findByText('Is it available?')).toBeInTheDocument();
    const reads = () => calls.filter((call) => call.method === 'GET' && call.path === `/api/conversations/${CID}/messages`).length;
    await waitFor(() => expect(reads()).toBeGreaterThan(0));
    const before = reads();

    // Stored while this tab heard nothing, its socket open all along.
    stored.push(message({ message: 'Missed while hidden' }));
    setVisibility('hidden');
    setVisibility('visible');
    expect(await screen.findByText('Missed while hidden')).toBeInTheDocument();
    expect(reads()).toBe(before + 1);

    stored.push(message({ message: 'Missed while offline' }));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Missed while offline')).toBeInTheDocument();
    expect(reads()).toBe(before + 2);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});

describe('a message that arrives while the unread count is first read', () => {
  it('reads the count again instead of keeping the answer from before the message', async () => {
    let total = 0;
    let reads = 0;
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    stubApi((call) => {
      if (call.path === `/api/users/${ME}/unread-count`) {
        reads += 1;
        // What the server counted when the read began; the first answer arrives late.
        const answer = { conversations: {}, totalUnread: total };
        return reads === 1 ? firstHeld.then(() => json(answer)) : json(answer);
      }
      if (call.path === `/api/users/${ME}/conversations`) return json([]);
      return undefined;
    });
    function Badge() {
      return <p>{`unread ${useUnreadTotal()}`}</p>;
    }
    render(
      <QueryClientProvider client={testQueryClient()}>
        <ChatSocketProvider uid={ME}>
          <Badge />
        </ChatSocketProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    openSocket();
    await waitFor(() => expect(reads).toBe(1));

    total = 1;
    serverSays('receive-message', message());
    releaseFirst();

    expect(await screen.findByText('unread 1')).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, Conversation } from '@thriftz/client/generated/model';
import ChatPage from './chat-page';
import {
  CID,
  conversation,
  FakeWebSocket,
  json,
  ME,
  message,
  openSocket,
  OTHER,
  problem,
  PRODUCT_ID,
  renderRoutes,
  serverSays,
  stubApi,
  stubWebSocket,
  type Call,
} from './chat-test-kit';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Setup {
  conv?: Conversation | (() => Response);
  messages?: ChatMessage[] | (() => Response);
  send?: (call: Call) => Response;
  socketOpen?: boolean;
}

/** The chat page for CID, its API stubbed, and (by default) a connected socket. */
async function setup({ conv = conversation(), messages = [], send, socketOpen = true }: Setup = {}) {
  stubWebSocket();
  const calls = stubApi((call) => {
    const base = `/api/conversations/${CID}`;
    if (call.path === base && call.method === 'GET') return typeof conv === 'function' ? conv() : json(conv);
    if (call.path === `${base}/messages` && call.method === 'GET') return typeof messages === 'function' ? messages() : json(messages);
    if (call.path === `${base}/messages` && call.method === 'POST') {
      if (send) return send(call);
      const body = call.body as { message: string; clientMessageId: string };
      return json(message({ senderId: ME, receiverId: OTHER, message: body.message, clientMessageId: body.clientMessageId }), 201);
    }
    if (call.path === `${base}/mark-read`) return json({ success: true, updated: 1 });
    if (call.path === `/api/users/${ME}/unread-count`) return json({ conversations: {}, totalUnread: 0 });
    if (call.path === `/api/users/${ME}/conversations`) return json([]);
    return undefined;
  });
  renderRoutes(
    [
      { path: '/chat/:itemId/:conversationId', element: <ChatPage /> },
      { path: '/inbox', element: <p>inbox page</p> },
    ],
    `/chat/${PRODUCT_ID}/${CID}`,
  );
  if (socketOpen) openSocket();
  return calls;
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
/** The list item of the bubble holding `text`. */
const bubble = (text: string) => {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`no bubble for ${text}`);
  return item;
};
const posts = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.path === `/api/conversations/${CID}/messages`);

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChatPage', { timeout: 20_000 }, () => {
  it('shows the other user, the item banner linking to the item, and the messages grouped by day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-08-05T12:00:00+05:30') });
    await setup({
      messages: [
        message({ message: 'Is the calculator still there?', timestamp: '2025-08-03T10:00:00+05:30' }),
        message({ message: 'Yes it is', senderId: ME, receiverId: OTHER, timestamp: '2025-08-04T20:00:00+05:30' }),
        message({ message: 'Can we meet today?', timestamp: '2025-08-05T09:00:00+05:30' }),
        message({ message: 'Sure, at the library', senderId: ME, receiverId: OTHER, timestamp: '2025-08-05T11:00:00+05:30' }),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(await screen.findByText('Sure, at the library')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sunday, 3 August 2025',
      'Yesterday',
      'Today',
    ]);
    const today = screen.getByRole('list', { name: 'Messages of Today' });
    expect(within(today).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Messages of Yesterday' })).getByText('Yes it is')).toBeInTheDocument();

    // Mine on the right with a tick, theirs on the left without.
    expect(bubble('Sure, at the library')).toHaveAttribute('data-mine', 'true');
    expect(within(bubble('Sure, at the library')).getByText('Sent')).toBeInTheDocument();
    expect(bubble('Can we meet today?')).not.toHaveAttribute('data-mine');

    const banner = screen.getByRole('link', { name: /Casio fx-991EX calculator/ });
    expect(banner).toHaveAttribute('href', `/product/${PRODUCT_ID}`);
    expect(screen.getByRole('link', { name: 'Back to conversations' })).toHaveAttribute('href', '/inbox');
  });

  it('marks the conversation read on opening and when a message to me arrives', async () => {
    const calls = await setup({ messages: [message({ message: 'Hello?' })] });
    await screen.findByText('Hello?');
    const markReads = () => calls.filter((call) => call.path === `/api/conversations/${CID}/mark-read`);
    await waitFor(() => expect(markReads()).toHaveLength(1));
    expect(markReads()[0]!.body).toEqual({ userId: ME });

    serverSays('receive-message', message({ message: 'Are you there?' }));
    expect(await screen.findByText('Are you there?')).toBeInTheDocument();
    await waitFor(() => expect(markReads()).toHaveLength(2));
  });

  it('sends on Enter over the socket, trimmed, pending until the echo with the same clientMessageId', async () => {
    const calls = await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    const socket = FakeWebSocket.latest;
    expect(socket.framesOf('join-conversation')).toEqual([{ conversationId: CID }]);

    const user = userEvent.setup();
    await user.type(box(), '  Is it still available?  {Enter}');

    const [frame] = socket.framesOf('send-message');
    expect(frame).toMatchObject({ conversationId: CID, message: 'Is it still available?', senderId: ME, receiverId: OTHER, productId: PRODUCT_ID });
    expect(frame!.clientMessageId).toMatch(UUID);
    expect(box()).toHaveValue('');
    expect(within(bubble('Is it still available?')).getByText('Sending')).toBeInTheDocument();

    serverSays(
      'receive-message',
      message({ senderId: ME, receiverId: OTHER, message: 'Is it still available?', clientMessageId: frame!.clientMessageId as string }),
    );
    expect(screen.getAllByText('Is it still available?')).toHaveLength(1);
    expect(within(bubble('Is it still available?')).getByText('Sent')).toBeInTheDocument();
    expect(within(bubble('Is it still available?')).queryByText('Sending')).not.toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('adds a line on Shift+Enter and never sends an empty or blank message', async () => {
    const calls = await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    const socket = FakeWebSocket.latest;
    const user = userEvent.setup();

    await user.type(box(), '   {Enter}');
    expect(socket.framesOf('send-message')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    await user.clear(box());
    await user.type(box(), 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box()).toHaveValue('line one\nline two');
    expect(socket.framesOf('send-message')).toHaveLength(0);

    await user.keyboard('{Enter}');
    expect(socket.framesOf('send-message').map((frame) => frame.message)).toEqual(['line one\nline two']);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends over HTTP while the socket is down, with a clientMessageId', async () => {
    const calls = await setup({ socketOpen: false });
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    expect(screen.getByText('Connecting…')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(box(), 'Hello over HTTP{Enter}');
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ message: 'Hello over HTTP', clientMessageId: expect.stringMatching(UUID) });
    await waitFor(() => expect(within(bubble('Hello over HTTP')).getByText('Sent')).toBeInTheDocument());
  });

  it('reads the messages every 3 s while the socket is not connected, and stops once it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = await setup({ socketOpen: false });
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    // The page's effects have run once it marked the conversation read.
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/mark-read'))).toBe(true));
    const reads = () => calls.filter((call) => call.method === 'GET' && call.path === `/api/conversations/${CID}/messages`).length;
    const before = reads();
    act(() => vi.advanceTimersByTime(3_000));
    expect(reads()).toBe(before + 1);
    act(() => vi.advanceTimersByTime(3_000));
    expect(reads()).toBe(before + 2);

    // Connected: one catch-up read, then no more polling.
    openSocket();
    expect(reads()).toBe(before + 3);
    act(() => vi.advanceTimersByTime(9_000));
    expect(reads()).toBe(before + 3);
  });

  it('falls back to HTTP with the same clientMessageId when the echo does not come within 5 s', async () => {
    const calls = await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    vi.useFakeTimers();

    fireEvent.change(box(), { target: { value: 'Anyone?' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    const [frame] = FakeWebSocket.latest.framesOf('send-message');
    expect(frame?.message).toBe('Anyone?');

    act(() => vi.advanceTimersByTime(4_999));
    expect(posts(calls)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]!.body).toEqual({ message: 'Anyone?', clientMessageId: frame!.clientMessageId });
  });

  it("says 'Failed to send message' and offers a retry when the HTTP send fails", async () => {
    const calls = await setup({ socketOpen: false, send: () => problem(500) });
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    const user = userEvent.setup();
    await user.type(box(), 'Lost?{Enter}');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to send message'));
    expect(within(bubble('Lost?')).getByText('Not sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect((posts(calls)[1]!.body as { clientMessageId: string }).clientMessageId).toBe(
      (posts(calls)[0]!.body as { clientMessageId: string }).clientMessageId,
    );
  });

  it('turns my ticks into a highlighted Read double tick on messages-read', async () => {
    await setup({ messages: [message({ senderId: ME, receiverId: OTHER, message: 'Deal at 500?', timestamp: new Date(Date.now() - 60_000).toISOString() })] });
    await screen.findByText('Deal at 500?');
    expect(within(bubble('Deal at 500?')).getByText('Sent')).toBeInTheDocument();

    serverSays('messages-read', { conversationId: 'another-conversation', readerId: OTHER, readAt: new Date().toISOString() });
    expect(within(bubble('Deal at 500?')).queryByText('Read')).not.toBeInTheDocument();

    serverSays('messages-read', { conversationId: CID, readerId: OTHER, readAt: new Date().toISOString() });
    const read = within(bubble('Deal at 500?')).getByText('Read').parentElement!;
    expect(read).toHaveAttribute('title', 'Read');
    expect(read).toHaveClass('text-sky-300');
  });

  it("shows '{name} is typing…' and clears it 3 s after the last signal", async () => {
    await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    vi.useFakeTimers();

    serverSays('user-typing', { conversationId: CID, userId: OTHER, isTyping: true });
    expect(screen.getByText('Asha Rao is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_000));
    serverSays('user-typing', { conversationId: CID, userId: OTHER, isTyping: true });
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByText('Asha Rao is typing…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Asha Rao is typing…')).not.toBeInTheDocument();

    serverSays('user-typing', { conversationId: CID, userId: OTHER, isTyping: true });
    serverSays('user-typing', { conversationId: CID, userId: OTHER, isTyping: false });
    expect(screen.queryByText('Asha Rao is typing…')).not.toBeInTheDocument();
  });

  it('signals my typing on input and stops 2 s after the last keystroke, on blur and on send', async () => {
    await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    const socket = FakeWebSocket.latest;
    vi.useFakeTimers();
    const typing = () => socket.framesOf('typing').map((frame) => frame.isTyping);

    fireEvent.change(box(), { target: { value: 'H' } });
    expect(socket.framesOf('typing')[0]).toEqual({ conversationId: CID, userId: ME, isTyping: true });
    act(() => vi.advanceTimersByTime(1_000));
    fireEvent.change(box(), { target: { value: 'Hi' } });
    act(() => vi.advanceTimersByTime(1_999));
    expect(typing()).toEqual([true]);
    act(() => vi.advanceTimersByTime(1));
    expect(typing()).toEqual([true, false]);

    fireEvent.change(box(), { target: { value: 'Hi!' } });
    fireEvent.blur(box());
    expect(typing()).toEqual([true, false, true, false]);

    fireEvent.change(box(), { target: { value: 'Hi!!' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(typing()).toEqual([true, false, true, false, true, false]);
  });

  it('shows message-error events as toasts', async () => {
    await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    serverSays('message-error', { error: 'Too many messages', conversationId: CID });
    expect(toast.error).toHaveBeenCalledWith('Too many messages');
  });

  it('joins again, quietly, when a typing signal overtook the join', async () => {
    await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    const socket = FakeWebSocket.latest;
    expect(socket.framesOf('join-conversation')).toHaveLength(1);
    serverSays('message-error', { error: 'Join the conversation first', conversationId: CID });
    expect(socket.framesOf('join-conversation')).toHaveLength(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('marks a message refused by the server as not sent, without sending it over HTTP', async () => {
    const calls = await setup();
    await screen.findByText('No messages yet. Say hello to Asha Rao!');
    await userEvent.setup().type(box(), 'Spam{Enter}');
    const [frame] = FakeWebSocket.latest.framesOf('send-message');
    serverSays('message-error', { error: 'Too many messages', conversationId: CID, clientMessageId: frame!.clientMessageId });
    expect(toast.error).toHaveBeenCalledWith('Too many messages');
    expect(within(bubble('Spam')).getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it("says 'Could not load item' when the item is gone, and 'Unknown User' for a deleted account", async () => {
    await setup({
      conv: conversation({ productTitle: null, productImage: null, otherUser: { uid: OTHER, fullName: null, profileImage: null, isAnonymous: false } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown User' })).toBeInTheDocument();
    expect(screen.getByText('Could not load item')).toBeInTheDocument();
    expect(screen.getByText('Could not load item details')).toBeInTheDocument();
  });

  it("shows 'Conversation not found' with a link to /inbox for a 404", async () => {
    await setup({ conv: () => problem(404, 'Not found') });
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to conversations' })).toHaveAttribute('href', '/inbox');
  });

  it("says 'Failed to load chat data.' when the conversation cannot be read", async () => {
    await setup({ conv: () => problem(500) });
    expect(await screen.findByText('Failed to load chat data.')).toBeInTheDocument();
  });

  it("says 'Failed to load messages.' when the messages cannot be read", async () => {
    await setup({ messages: () => problem(500) });
    expect(await screen.findByText('Failed to load messages.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

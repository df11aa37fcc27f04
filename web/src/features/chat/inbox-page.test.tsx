import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@thriftz/client/generated/model';
import {
  conversation,
  json,
  ME,
  message,
  openSocket,
  OTHER,
  problem,
  renderRoutes,
  serverSays,
  stubApi,
  stubWebSocket,
  type Call,
} from './chat-test-kit';
import InboxPage from './inbox-page';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const ROOMMATE = conversation({
  conversationId: '66666666-6666-4666-8666-666666666666',
  type: 'roommate',
  itemKind: 'roommate',
  productId: null,
  requestId: '77777777-7777-4777-8777-777777777777',
  productTitle: 'Room near the north gate',
  otherUser: { uid: '88888888-8888-4888-8888-888888888888', fullName: null, profileImage: null, isAnonymous: false },
  lastMessage: 'Sure, come by at 6',
  lastMessageSender: ME,
  unreadCount: 0,
});
const CALCULATOR = conversation({ lastMessage: 'Is it available?', unreadCount: 12 });
const BORROWED = conversation({
  conversationId: '99999999-9999-4999-8999-999999999999',
  itemKind: 'borrow',
  productTitle: null,
  otherUser: { uid: OTHER, fullName: 'Dev Patel', profileImage: null, isAnonymous: false },
  lastMessage: null,
  lastMessageSender: null,
});

function setup({ remove = () => json(null, 204), list }: { remove?: () => Response; list?: () => Response } = {}) {
  stubWebSocket();
  let conversations: Conversation[] = [CALCULATOR, ROOMMATE, BORROWED];
  const calls = stubApi((call: Call) => {
    if (call.path === `/api/users/${ME}/conversations`) return list ? list() : json(conversations);
    if (call.method === 'DELETE' && call.path.startsWith('/api/conversations/')) {
      const answer = remove();
      if (answer.ok) conversations = conversations.filter((c) => !call.path.endsWith(c.conversationId));
      return answer;
    }
    if (call.path === `/api/users/${ME}/unread-count`) return json({ conversations: {}, totalUnread: 12 });
    return undefined;
  });
  renderRoutes([{ path: '/inbox', element: <InboxPage /> }], '/inbox');
  openSocket();
  return calls;
}

const rows = () => within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem');

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('InboxPage', { timeout: 20_000 }, () => {
  it('lists the conversations with the other user, item, last message and unread badge, linking to the right chat', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Conversations' })).toBeInTheDocument();
    expect(await screen.findByText('Casio fx-991EX calculator')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);

    const [calculator, roommate, borrowed] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(calculator).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(calculator).getByText('Is it available?')).toBeInTheDocument();
    expect(within(calculator).getByText('9+')).toBeInTheDocument();
    expect(within(calculator).getByRole('link')).toHaveAttribute('href', `/chat/${CALCULATOR.productId}/${CALCULATOR.conversationId}`);
    expect(within(calculator).getByRole('link')).toHaveAccessibleName(expect.stringContaining('12 unread messages'));

    expect(within(roommate).getByText('Unknown User')).toBeInTheDocument();
    expect(within(roommate).getByText('You: Sure, come by at 6')).toBeInTheDocument();
    expect(within(roommate).getByRole('link')).toHaveAttribute('href', `/chat/roommate/${ROOMMATE.requestId}/${ROOMMATE.conversationId}`);
    expect(within(roommate).queryByText('9+')).not.toBeInTheDocument();

    expect(within(borrowed).getByText('Could not load item')).toBeInTheDocument();
    expect(within(borrowed).getByText('No messages yet')).toBeInTheDocument();
    expect(within(borrowed).getByRole('link')).toHaveAttribute('href', `/chat/borrow/${BORROWED.productId}/${BORROWED.conversationId}`);
  });

  it("deletes a conversation after confirming: 'Conversation deleted successfully'", async () => {
    const calls = setup();
    const user = userEvent.setup();
    await screen.findByText('Casio fx-991EX calculator');

    await user.click(screen.getByRole('button', { name: 'Delete conversation with Asha Rao' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete this conversation?')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Conversation deleted successfully'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/conversations/${CALCULATOR.conversationId}`,
    ]);
    await waitFor(() => expect(screen.queryByText('Casio fx-991EX calculator')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(2);
  });

  it('keeps the conversation when cancelled, and says so when the delete fails', async () => {
    setup({ remove: () => problem(500) });
    const user = userEvent.setup();
    await screen.findByText('Casio fx-991EX calculator');

    await user.click(screen.getByRole('button', { name: 'Delete conversation with Unknown User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete conversation with Asha Rao' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to delete conversation'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(3);
  });

  it('reads the list again when a message arrives', async () => {
    const calls = setup();
    await screen.findByText('Casio fx-991EX calculator');
    const reads = () => calls.filter((call) => call.path === `/api/users/${ME}/conversations`).length;
    const before = reads();
    serverSays('receive-message', message({ message: 'New one' }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it("says 'Failed to load conversations' when the list cannot be read", async () => {
    setup({ list: () => problem(500) });
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
  });

  it('shows an empty state without conversations', async () => {
    setup({ list: () => json([]) });
    expect(await screen.findByText('No conversations yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/products');
  });
});

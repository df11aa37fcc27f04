import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CID, conversation, json, ME, renderRoutes, stubApi, stubWebSocket } from './chat-test-kit';
import MessagesPage from './messages-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(path: string) {
  stubWebSocket();
  const calls = stubApi((call) => {
    if (call.path === `/api/conversations/${CID}`) return json(conversation());
    if (call.path === `/api/conversations/${CID}/messages`) return json([]);
    if (call.path === `/api/conversations/${CID}/mark-read`) return json({ success: true, updated: 0 });
    if (call.path === `/api/users/${ME}/unread-count`) return json({ conversations: {}, totalUnread: 0 });
    return undefined;
  });
  renderRoutes(
    [
      { path: '/messages', element: <MessagesPage /> },
      { path: '/inbox', element: <p>the inbox</p> },
    ],
    ['/inbox', path],
  );
  return calls;
}

describe('MessagesPage', { timeout: 20_000 }, () => {
  it("says 'Invalid chat ID.' without a cid, and Go Back goes back", async () => {
    const calls = setup('/messages');
    expect(await screen.findByText('Invalid chat ID.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/conversations'))).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('the inbox')).toBeInTheDocument();
  });

  it("says 'Invalid chat ID.' for a cid that is no conversation id", async () => {
    setup('/messages?cid=abc');
    expect(await screen.findByText('Invalid chat ID.')).toBeInTheDocument();
  });

  it('opens the real chat for a cid, with its item', async () => {
    setup(`/messages?cid=${CID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Casio fx-991EX calculator/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });
});

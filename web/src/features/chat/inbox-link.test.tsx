import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CID, json, ME, message, openSocket, renderRoutes, serverSays, stubApi, stubWebSocket } from './chat-test-kit';
import { InboxLink } from './inbox-link';
import { unreadBadgeText, unreadLabel } from './unread-badge';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('unread badge words', () => {
  it('caps at 9+ and names the count', () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadLabel('Messages', 3)).toBe('Messages, 3 unread');
    expect(unreadLabel('Messages', 0)).toBe('Messages');
  });
});

describe('InboxLink', { timeout: 20_000 }, () => {
  it('shows the live unread count, read again on every message and read receipt', async () => {
    stubWebSocket();
    let total = 3;
    const calls = stubApi((call) =>
      call.path === `/api/users/${ME}/unread-count` ? json({ conversations: { [CID]: total }, totalUnread: total }) : undefined,
    );
    renderRoutes([{ path: '*', element: <InboxLink /> }], '/');
    openSocket();

    const link = await screen.findByRole('link', { name: 'Messages, 3 unread' });
    expect(link).toHaveAttribute('href', '/inbox');
    expect(link).toHaveTextContent('3');

    total = 12;
    serverSays('receive-message', message());
    expect(await screen.findByRole('link', { name: 'Messages, 12 unread' })).toHaveTextContent('9+');

    total = 0;
    serverSays('messages-read', { conversationId: CID, readerId: ME, readAt: new Date().toISOString() });
    const none = await screen.findByRole('link', { name: 'Messages' });
    expect(none).toHaveTextContent('');
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/unread-count'))).toHaveLength(3));
  });
});

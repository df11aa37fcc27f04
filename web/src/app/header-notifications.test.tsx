import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, json, openSocket, renderRoutes, serverSays, stubApi, stubWebSocket } from '../features/chat/chat-test-kit';
import { HeaderNotifications } from './header-notifications';

afterEach(() => {
  vi.unstubAllGlobals();
});

const alert = {
  _id: 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001',
  kind: 'order',
  title: 'Order shipped',
  body: 'Your order is on its way.',
  link: '/order-confirmation?order=ORD-20261201-000001',
  createdAt: new Date().toISOString(),
  readAt: null,
};

describe('the header bell, live', { timeout: 20_000 }, () => {
  it('reads the count again when an alert arrives on the socket, without a reload', async () => {
    stubWebSocket();
    let count = 2;
    const calls = stubApi((call) => (call.path === '/api/alerts/unread-count' ? json({ count }) : undefined));
    renderRoutes([{ path: '*', element: <HeaderNotifications /> }], '/');
    openSocket();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveTextContent('2');

    count = 3;
    serverSays('alert', alert);
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toHaveTextContent('3');

    // Chat's own events do not concern the bell.
    const before = calls.filter((c) => c.path === '/api/alerts/unread-count').length;
    serverSays('user-typing', { conversationId: 'c', userId: 'u', isTyping: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.filter((c) => c.path === '/api/alerts/unread-count')).toHaveLength(before);
  });

  it('reads it again when the socket connects again (what it missed meanwhile)', async () => {
    stubWebSocket();
    let count = 1;
    const calls = stubApi((call) => (call.path === '/api/alerts/unread-count' ? json({ count }) : undefined));
    renderRoutes([{ path: '*', element: <HeaderNotifications /> }], '/');
    openSocket();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    count = 4;
    FakeWebSocket.latest.fail();
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(1), { timeout: 10_000 });
    openSocket();
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/alerts/unread-count').length).toBeGreaterThanOrEqual(2);
  });
});

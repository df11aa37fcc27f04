import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alert, AlertPage } from '@thriftz/client/generated/model';
import { json, problem, stubFetch } from '../../test/api-stub';
import { ELSEWHERE, renderRoute } from '../../test/render-route';
import { spyOnToasts } from '../../test/toasts';
import NotificationsPage from './notifications-page';

spyOnToasts();
afterEach(() => vi.unstubAllGlobals());

let n = 0;
function alert(overrides: Partial<Alert> = {}): Alert {
  n += 1;
  return {
    _id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
    kind: 'order',
    title: `Order shipped ${n}`,
    body: 'Your order ORD-20261201-000001 from Page Turners is on its way.',
    link: '/order-confirmation?order=ORD-20261201-000001',
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

const page = (items: Alert[], nextCursor: string | null = null, unreadCount = items.filter((a) => !a.readAt).length): AlertPage => ({ items, nextCursor, unreadCount });

function renderPage() {
  return renderRoute([{ path: '/notifications', element: <NotificationsPage /> }, ELSEWHERE], '/notifications');
}

describe('/notifications', () => {
  it('lists the notifications newest first, unread ones said so, with a link to each one’s page', async () => {
    const unread = alert({ title: 'Order confirmed' });
    const read = alert({ kind: 'refund', title: 'Refund of ₹1,499 issued', readAt: new Date().toISOString(), link: null });
    stubFetch({ '/api/alerts': json(page([unread, read])) });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: /^Unread, Order: Order confirmed/ })).toHaveAttribute(
      'href',
      '/order-confirmation?order=ORD-20261201-000001',
    );
    // A read one without a page is text only.
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Refund: Refund of ₹1,499 issued');
    expect(screen.getByRole('heading', { name: '1 unread' })).toBeInTheDocument();
  });

  it('opening one goes to its page and marks it read', async () => {
    const one = alert({ title: 'Order delivered' });
    const posts: string[] = [];
    stubFetch((url, init) => {
      if (init?.method === 'POST') {
        posts.push(url.pathname);
        return new Response(null, { status: 204 });
      }
      return url.pathname === '/api/alerts' ? json(page([one])) : undefined;
    });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole('link', { name: /Order delivered/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(router.state.location.search).toBe('?order=ORD-20261201-000001');
    await waitFor(() => expect(posts).toEqual([`/api/alerts/${one._id}/read`]));
  });

  it('an unread one without a page is a button that marks it read where it is', async () => {
    const one = alert({ kind: 'moderation', title: 'Your account is no longer suspended', link: null });
    let read = false;
    stubFetch({
      '/api/alerts': () => json(page([read ? { ...one, readAt: new Date().toISOString() } : one])),
      [`POST /api/alerts/${one._id}/read`]: () => ((read = true), new Response(null, { status: 204 })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Unread, Moderation: Your account is no longer suspended/ }));
    expect(await screen.findByRole('heading', { name: 'All read' })).toBeInTheDocument();
    expect(read).toBe(true);
  });

  it('marks all as read', async () => {
    let all = [alert(), alert(), alert({ readAt: new Date().toISOString() })];
    const readAll = vi.fn(() => {
      all = all.map((a) => ({ ...a, readAt: a.readAt ?? new Date().toISOString() }));
      return json({ updated: 2 });
    });
    stubFetch({ '/api/alerts': () => json(page(all)), 'POST /api/alerts/read-all': readAll });
    renderPage();
    expect(await screen.findByRole('heading', { name: '2 unread' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'All read' })).toBeInTheDocument();
    expect(readAll).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('All notifications marked as read');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /^Unread/ })).toBeNull();
  });

  it('says so when marking all as read fails', async () => {
    stubFetch({ '/api/alerts': json(page([alert()])), 'POST /api/alerts/read-all': problem(500, 'Internal Server Error') });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark notifications as read'));
  });

  it('loads the next page by the cursor with Load more', async () => {
    const first = Array.from({ length: 20 }, () => alert());
    const second = [alert({ title: 'The oldest one' })];
    const asked: (string | null)[] = [];
    stubFetch({
      '/api/alerts': (url) => {
        asked.push(url.searchParams.get('before'));
        return json(url.searchParams.get('before') === 'CURSOR1' ? page(second, null, 21) : page(first, 'CURSOR1', 21));
      },
    });
    renderPage();
    const more = await screen.findByRole('button', { name: 'Load more' });
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(20);
    await userEvent.click(more);
    expect(await screen.findByRole('link', { name: /The oldest one/ })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(asked).toEqual([null, 'CURSOR1']);
  });

  it("says you're all caught up when there is nothing", async () => {
    stubFetch({ '/api/alerts': json(page([])) });
    renderPage();
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the mini stores' })).toHaveAttribute('href', '/mini-stores');
  });

  it('shows skeletons while loading, then the failure with a retry', async () => {
    let fail = true;
    stubFetch({ '/api/alerts': () => (fail ? problem(500, 'Internal Server Error') : json(page([alert({ title: 'Back again' })]))) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading your notifications' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load notifications')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Back again/ })).toBeInTheDocument();
  });
});

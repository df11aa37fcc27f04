import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteNotification } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { DISMISSED_COOKIE } from './dismissed-notifications';
import { SiteNotificationBanner } from './site-notification-banner';
import { MANUAL_PAUSE_MS, ROTATE_MS } from './use-rotation';

function notice(n: number, fields: Partial<SiteNotification> = {}): SiteNotification {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    title: `Title ${n}`,
    message: `Message ${n}`,
    type: 'info',
    priority: 'medium',
    isActive: true,
    isSticky: false,
    showOnHomePage: true,
    showOnAllPages: false,
    ctaText: null,
    ctaLink: null,
    imageUrl: null,
    backgroundColor: '#3B82F6',
    textColor: '#FFFFFF',
    startDate: null,
    endDate: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...fields,
  };
}

/** Answers the banner's read with `items`, and records which page kind was asked for. */
function stubActive(items: SiteNotification[]) {
  const asked: string[] = [];
  stubFetch({
    '/api/notifications/active': (url) => {
      asked.push(url.searchParams.get('page') ?? '');
      return json(items);
    },
  });
  return asked;
}

const renderAt = (path: string) => renderRoute([{ path: '*', element: <SiteNotificationBanner /> }], path);
const shownTitle = () => within(screen.getByRole('region', { name: 'Site notifications' })).getByText(/^Title \d$/).textContent;
/** Lets fake time pass inside React's act, so timers and the re-renders they cause both run. */
const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the site notification banner', () => {
  it('asks for the home page kind on / and for other pages elsewhere, and shows nothing when there are none', async () => {
    const asked = stubActive([]);
    renderAt('/');
    await vi.waitFor(() => expect(asked).toEqual(['home']));
    expect(screen.queryByRole('region', { name: 'Site notifications' })).not.toBeInTheDocument();
  });

  it('asks for other pages off the home page', async () => {
    const asked = stubActive([]);
    renderAt('/products');
    await vi.waitFor(() => expect(asked).toEqual(['other']));
  });

  it('shows the message, title, colours, image and CTA link', async () => {
    stubActive([
      notice(1, { ctaText: 'Shop now', ctaLink: '/products', imageUrl: '/uploads/x.png', backgroundColor: '#10B981', textColor: '#111827' }),
    ]);
    renderAt('/');
    const region = await screen.findByRole('region', { name: 'Site notifications' });
    expect(within(region).getByText('Message 1')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products');
    expect(region.querySelector('img')).toHaveAttribute('src', '/uploads/x.png');
    expect(region.firstElementChild).toHaveStyle({ backgroundColor: '#10B981', color: '#111827' });
    // One notification: nothing to rotate.
    expect(within(region).queryByRole('button', { name: 'Next notification' })).not.toBeInTheDocument();
  });

  it('opens an https CTA in a new tab', async () => {
    stubActive([notice(1, { ctaText: 'Read', ctaLink: 'https://example.com/news' })]);
    renderAt('/');
    const link = await screen.findByRole('link', { name: 'Read' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('rotates every 5 seconds through several', async () => {
    stubActive([notice(1), notice(2), notice(3)]);
    renderAt('/');
    await screen.findByText('Title 1');
    await pass(ROTATE_MS - 100);
    expect(shownTitle()).toBe('Title 1');
    await pass(100);
    expect(shownTitle()).toBe('Title 2');
    await pass(ROTATE_MS);
    expect(shownTitle()).toBe('Title 3');
    await pass(ROTATE_MS);
    expect(shownTitle()).toBe('Title 1');
  });

  it('previous and next move at once and pause rotation for 10 seconds', async () => {
    stubActive([notice(1), notice(2), notice(3)]);
    renderAt('/');
    await screen.findByText('Title 1');
    act(() => screen.getByRole('button', { name: 'Previous notification' }).click());
    expect(shownTitle()).toBe('Title 3');
    // Clicking leaves the pointer off the banner in this test: only the manual pause holds it.
    act(() => screen.getByRole('button', { name: 'Previous notification' }).blur());
    await pass(ROTATE_MS + 100);
    expect(shownTitle()).toBe('Title 3');
    await pass(MANUAL_PAUSE_MS - ROTATE_MS - 200);
    expect(shownTitle()).toBe('Title 3');
    await pass(200);
    expect(shownTitle()).toBe('Title 1');
    act(() => screen.getByRole('button', { name: 'Next notification' }).click());
    act(() => screen.getByRole('button', { name: 'Next notification' }).blur());
    expect(shownTitle()).toBe('Title 2');
  });

  it('pauses while the pointer is over it', async () => {
    stubActive([notice(1), notice(2)]);
    renderAt('/');
    const region = await screen.findByRole('region', { name: 'Site notifications' });
    act(() => region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    await pass(ROTATE_MS * 3);
    expect(shownTitle()).toBe('Title 1');
    act(() => region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    await pass(ROTATE_MS);
    expect(shownTitle()).toBe('Title 2');
  });

  it('dismisses one for good in this browser (localStorage), remembered by id and update time', async () => {
    const first = notice(1);
    stubActive([first, notice(2)]);
    const { unmount } = renderAt('/');
    await screen.findByText('Title 1');
    act(() => screen.getByRole('button', { name: 'Dismiss notification: Title 1' }).click());
    expect(shownTitle()).toBe('Title 2');
    expect(JSON.parse(window.localStorage.getItem('thriftz.dismissedNotifications')!)).toEqual([`${first.id}@${first.updatedAt}`]);
    // And in the cookie the server reads, so the banner it sends with the next page leaves it out.
    expect(document.cookie).toContain(`${DISMISSED_COOKIE}=${encodeURIComponent(`${first.id}@${first.updatedAt}`)}`);
    unmount();

    // Still dismissed on the next page.
    stubActive([first, notice(2)]);
    const again = renderAt('/products');
    await screen.findByText('Title 2');
    expect(screen.queryByText('Message 1')).not.toBeInTheDocument();
    again.unmount();

    // An admin's edit (a new updatedAt) shows it again.
    stubActive([{ ...first, updatedAt: '2026-11-02T10:00:00.000Z' }, notice(2)]);
    renderAt('/products');
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
  });

  it('offers no dismiss button on a sticky notification', async () => {
    stubActive([notice(1, { isSticky: true })]);
    renderAt('/');
    await screen.findByText('Title 1');
    expect(screen.queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
  });

  it('does not rotate by itself when reduced motion is asked for', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query.includes('reduced-motion') }));
    stubActive([notice(1), notice(2)]);
    renderAt('/');
    await screen.findByText('Title 1');
    await pass(ROTATE_MS * 3);
    expect(shownTitle()).toBe('Title 1');
    act(() => screen.getByRole('button', { name: 'Next notification' }).click());
    expect(shownTitle()).toBe('Title 2');
  });
});

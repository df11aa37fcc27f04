import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@thriftz/client/generated/model';
import { json, stubFetch } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { bellLabel } from './alert-messages';
import { NotificationsBell } from './notifications-bell';

afterEach(() => vi.unstubAllGlobals());

const ME = { id: 'u1', uid: 'u1', email: 'me@campus.edu', fullName: 'Ravi Kumar', isAdmin: false, emailVerified: true, profileImage: null, isAnonymous: false } as unknown as CurrentUser;

function renderBell(count: number, session: CurrentUser | null = ME) {
  const calls = stubFetch({ '/api/alerts/unread-count': json({ count }) }, { session });
  renderRoute([{ path: '*', element: <NotificationsBell live /> }], '/');
  return calls;
}

describe('the notifications bell', () => {
  it('names the unread count and shows it as a badge', async () => {
    renderBell(3);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('caps the badge at 9+', async () => {
    renderBell(12);
    expect(await screen.findByRole('link', { name: 'Notifications, 12 unread' })).toHaveTextContent('9+');
  });

  it('has no badge at 0', async () => {
    renderBell(0);
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveTextContent('');
    expect(bellLabel(0)).toBe('Notifications');
  });
});

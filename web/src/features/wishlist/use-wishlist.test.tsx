import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test/api-stub';
import { renderWithClient } from '../../test/render-route';
import { WishlistAccountSync } from './use-wishlist';
import { forgetAccount } from './wishlist-account';
import { WishlistButton } from './wishlist-button';
import { WISHLIST_STORAGE_KEY } from './wishlist-storage';
import { toast } from 'sonner';
import { spyOnToasts } from '../../test/toasts';

spyOnToasts();

const LISTING = '0b7f1e2a-4c1d-4a57-9f0e-2d3c4b5a6978';
const REQUEST = '1c8e2f3b-5d2e-4b68-8a1f-3e4d5c6b7a89';
const LOCAL = '2d9f3a4c-6e3f-4c79-9b2a-4f5e6d7c8b90';
const ACCOUNT_USER = {
  id: '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  uid: 'asha',
  email: 'asha@campus.edu',
  fullName: 'Asha Rao',
  isAdmin: false,
  emailVerified: true,
  profileImage: null,
  suspension: null,
};

const stored = () => JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]') as string[];

/** A signed-in student whose account holds LISTING and REQUEST; records every PUT body. */
function stubAccountApi() {
  const puts: Array<{ productIds: string[]; requestIds: string[] }> = [];
  const fetchMock = stubFetch(
    (url, init) => {
      if (url.pathname === '/api/wishlist' && init?.method === 'GET') {
        return json({ productIds: [LISTING], requestIds: [REQUEST] });
      }
      if (url.pathname === '/api/wishlist' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { productIds: string[]; requestIds: string[] };
        puts.push(body);
        return json(body);
      }
    },
    { session: ACCOUNT_USER },
  );
  return { puts, fetchMock };
}

function renderWith(children: ReactNode) {
  return renderWithClient(<MemoryRouter>{children}</MemoryRouter>);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  forgetAccount();
});

describe('useWishlist through WishlistButton', () => {
  it('adds and removes in this browser with the spec toasts, without calling the API for visitors', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWith(<WishlistButton itemId={LISTING} />);

    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(toast.success).toHaveBeenLastCalledWith('Added to your wishlist', expect.anything());
    expect(stored()).toEqual([LISTING]);
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(toast.success).toHaveBeenLastCalledWith('Removed from your wishlist');
    expect(stored()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps every heart for the same id in step, and follows other tabs', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const user = userEvent.setup();
    renderWith(
      <>
        <WishlistButton itemId={LISTING} />
        <WishlistButton itemId={LISTING} variant="full" />
      </>,
    );

    await user.click(screen.getAllByRole('button', { name: 'Add to wishlist' })[1]!);
    expect(screen.getAllByRole('button', { name: 'Remove from wishlist' })).toHaveLength(2);

    // Another tab empties the list.
    act(() => {
      localStorage.setItem(WISHLIST_STORAGE_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: WISHLIST_STORAGE_KEY }));
    });
    expect(screen.getAllByRole('button', { name: 'Add to wishlist' })).toHaveLength(2);
  });

  it('merges the browser list with the account at log-in, then writes each toggle through', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify([LOCAL, 'junk']));
    const { puts } = stubAccountApi();
    const user = userEvent.setup();
    renderWith(
      <>
        <WishlistAccountSync />
        <WishlistButton itemId={LOCAL} />
      </>,
    );

    await waitFor(() => expect(puts).toHaveLength(1));
    const union = [LISTING, REQUEST, LOCAL];
    expect(puts[0]).toEqual({ productIds: union, requestIds: union });
    expect(stored()).toEqual(union);

    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(toast.success).toHaveBeenLastCalledWith('Removed from your wishlist');
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ productIds: [LISTING, REQUEST], requestIds: [LISTING, REQUEST] });
  });

  it('waits for the merge before writing a toggle made during it', async () => {
    let releaseGet: () => void = () => {};
    const puts: string[][] = [];
    stubFetch(
      async (url, init) => {
        if (url.pathname === '/api/wishlist' && init?.method === 'GET') {
          await new Promise<void>((resolve) => (releaseGet = resolve));
          return json({ productIds: [LISTING], requestIds: [] });
        }
        const body = JSON.parse(String(init?.body)) as { productIds: string[]; requestIds: string[] };
        puts.push(body.productIds);
        return json(body);
      },
      { session: ACCOUNT_USER },
    );
    const user = userEvent.setup();
    renderWith(
      <>
        <WishlistAccountSync />
        <WishlistButton itemId={LOCAL} />
      </>,
    );
    // The session is known once the account's list is asked for.
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(puts).toEqual([]);

    releaseGet();
    await waitFor(() => expect(puts.length).toBeGreaterThan(0));
    // Never the browser's list alone: the account's LISTING is in every write.
    for (const ids of puts) expect(ids).toEqual([LISTING, LOCAL]);
    expect(stored()).toEqual([LISTING, LOCAL]);
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { getGetSessionQueryKey } from '@thriftz/client/generated/auth/auth';
import type { Session } from '@thriftz/client/generated/model';
import { useCurrentUser } from '../../lib/use-current-user';
import { forgetAccount, mergeWithAccount, saveToAccount } from './wishlist-account';
import { readWishlist, subscribeWishlist, toggleId, writeWishlist } from './wishlist-storage';

/** The spec's words (document 1, Wishlist). */
export const WISHLIST_MESSAGES = {
  added: 'Added to your wishlist',
  removed: 'Removed from your wishlist',
} as const;

const NO_IDS: readonly string[] = [];

export interface WishlistState {
  /** Listing and request ids, oldest first. */
  ids: readonly string[];
  has: (id: string) => boolean;
  /** Adds or removes the id, says so in a toast, and saves it to the account when signed in. */
  toggle: (id: string) => void;
}

/**
 * The wishlist of this browser (kept in step across tabs). Cheap enough for every card: it reads
 * who is signed in from the session already cached at click time instead of watching it.
 */
export function useWishlist(): WishlistState {
  const ids = useSyncExternalStore(subscribeWishlist, readWishlist, () => NO_IDS);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const has = useCallback((id: string) => ids.includes(id.toLowerCase()), [ids]);

  const toggle = useCallback(
    (id: string) => {
      // Read afresh: another tab or card may have changed the list since this render.
      const next = toggleId(readWishlist(), id);
      writeWishlist(next.ids);
      if (next.added) {
        // The header links the wishlist only for signed-in students; visitors find it here.
        toast.success(WISHLIST_MESSAGES.added, { action: { label: 'View', onClick: () => navigate('/wishlist') } });
      } else {
        toast.success(WISHLIST_MESSAGES.removed);
      }
      const uid = queryClient.getQueryData<Session>(getGetSessionQueryKey())?.user?.uid;
      if (uid) void saveToAccount(uid);
    },
    [queryClient, navigate],
  );

  return { ids, has, toggle };
}

/**
 * Merges the browser's list with the account's when a student becomes known (at log-in, or on
 * the first page of a visit), and starts afresh after logging out. Mounted once by the layout.
 */
export function useWishlistAccountSync(): void {
  const { user, isLoading } = useCurrentUser();
  const uid = user?.uid;
  useEffect(() => {
    if (uid) void mergeWithAccount(uid);
    else if (!isLoading) forgetAccount();
  }, [uid, isLoading]);
}

/** Renders nothing: the layout's hook for useWishlistAccountSync. */
export function WishlistAccountSync(): null {
  useWishlistAccountSync();
  return null;
}

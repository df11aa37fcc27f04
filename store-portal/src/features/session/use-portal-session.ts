/** The portal's session: who is unlocked (which store), unlocking with the entry code, logging out. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import {
  getGetPortalSessionQueryKey,
  getPortalSession,
  useClosePortalSession,
  useOpenPortalSession,
} from '@thriftz/client/generated/store-portal/store-portal';
import type { PortalSession } from '@thriftz/client/generated/model';

export const LOGIN_MESSAGES = {
  invalid: 'Invalid entry code. Please try again.',
  failed: 'Failed to authenticate. Please try again.',
  welcome: (store: string) => `Welcome to ${store} admin portal!`,
  loadFailed: 'Failed to load store data',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Failed to log out. Please try again.',
} as const;

/** The id of the 'Invalid entry code' toast: one at a time, and gone once an unlock succeeds. */
export const UNLOCK_ERROR_TOAST_ID = 'store-portal-unlock-error';

/** The session's store, null when locked (401); an error only when the server could not say. */
export function usePortalSession() {
  return useQuery({
    queryKey: getGetPortalSessionQueryKey(),
    queryFn: async (): Promise<PortalSession | null> => {
      try {
        return await getPortalSession();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** POST /api/store-portal/session; the session it answers unlocks the portal at once. */
export function useUnlock() {
  const client = useQueryClient();
  return useOpenPortalSession({
    mutation: {
      onSuccess: (session) => {
        client.setQueryData(getGetPortalSessionQueryKey(), session);
        toast.dismiss(UNLOCK_ERROR_TOAST_ID);
        toast.success(LOGIN_MESSAGES.welcome(session.store.name));
      },
    },
  });
}

/** Logout ends the session on the server and forgets everything the portal had loaded. */
export function useLogout() {
  const client = useQueryClient();
  const close = useClosePortalSession({
    mutation: {
      onSuccess: () => {
        // Locked: the gate then drops everything else the store had (useForgetStoreWhenLocked).
        client.setQueryData(getGetPortalSessionQueryKey(), null);
        client.getMutationCache().clear();
        toast.success(LOGIN_MESSAGES.loggedOut);
      },
      onError: () => toast.error(LOGIN_MESSAGES.logoutFailed),
    },
  });
  return { logout: () => close.mutate(), loggingOut: close.isPending };
}

/**
 * Once locked (logout, or a 401 from any call), nothing of the store stays in the cache. Run by the
 * gate, after the unlocked tabs have unmounted, so none of their queries fetches again.
 */
export function useForgetStoreWhenLocked(locked: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!locked) return;
    const [sessionPath] = getGetPortalSessionQueryKey();
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionPath });
  }, [client, locked]);
}

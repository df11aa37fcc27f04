import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@thriftz/client/fetcher';
import { getGetSessionQueryKey, useGetSession } from '@thriftz/client/generated/auth/auth';
import type { CurrentUser } from '@thriftz/client/generated/model';

export interface CurrentUserState {
  /** The signed-in student, or null when signed out (or when the session could not be read). */
  user: CurrentUser | null;
  /** True only until the first answer (or failure) of the session call. */
  isLoading: boolean;
  /**
   * The session could not be read at all (the server failed or could not be reached), so whether
   * someone is signed in is unknown: a page for students shows this, not the log-in page.
   */
  failed: boolean;
  /** Asks the server again after a failure; `retrying` while it does. */
  retry: () => void;
  retrying: boolean;
  /** Whether the Google sign-in button should be offered. */
  googleEnabled: boolean;
}

/**
 * The session, read once and shared by every component. A failed session call (API down) counts as
 * signed out so public pages still render; `failed` tells pages for students apart.
 */
export function useCurrentUser(): CurrentUserState {
  const session = useGetSession({
    query: {
      queryKey: getGetSessionQueryKey(),
      staleTime: 60_000,
      retry: 1,
      retryDelay: 500,
    },
  });
  const refused = session.error instanceof ApiError && session.error.status < 500;
  return {
    user: session.data?.user ?? null,
    // The server's render (no window) never asks: to it the session is as unknown as to the
    // client's first render, which shows the same (the header's skeleton, a page's session check).
    isLoading: session.isLoading || (typeof window === 'undefined' && session.isPending),
    failed: session.isError && !session.data && !refused,
    retry: () => void session.refetch(),
    retrying: session.isFetching,
    googleEnabled: session.data?.googleEnabled ?? false,
  };
}

/** Re-reads the session after anything that changes who is signed in. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: getGetSessionQueryKey() }),
    [queryClient],
  );
}

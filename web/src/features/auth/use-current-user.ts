import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetSessionQueryKey, useGetSession } from '../../api/generated/auth/auth';
import type { CurrentUser } from '../../api/generated/model';

export interface CurrentUserState {
  /** The signed-in student, or null when signed out (or when the session could not be read). */
  user: CurrentUser | null;
  /** True only until the first answer (or failure) of the session call. */
  isLoading: boolean;
  /** Whether the Google sign-in button should be offered. */
  googleEnabled: boolean;
}

/**
 * The session, read once and shared by every component. A failed session call (API down) counts as
 * signed out so pages still render.
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
  return {
    user: session.data?.user ?? null,
    isLoading: session.isLoading,
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

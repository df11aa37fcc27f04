import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@thriftz/client/fetcher';
import { getGetPortalSessionQueryKey } from '@thriftz/client/generated/store-portal/store-portal';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Client errors (4xx) will not change on retry; network trouble and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The portal's cache. A 401 from any call means the store session ended (logged out elsewhere,
 * expired, or the entry code was regenerated from another device): the portal locks itself.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => isUnauthorized(error) && lock() }),
    mutationCache: new MutationCache({ onError: (error) => isUnauthorized(error) && lock() }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
  const lock = () => client.setQueryData(getGetPortalSessionQueryKey(), null);
  return client;
}

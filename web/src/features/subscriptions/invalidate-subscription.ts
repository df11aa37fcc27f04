import type { QueryClient } from '@tanstack/react-query';

/** Marks every subscription read stale (profile, history, current) after the plan changed on the server. */
export function refreshSubscription(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [head] }) => typeof head === 'string' && (head.startsWith('/api/subscription/') || head.startsWith('/api/subscriptions/')),
  });
}

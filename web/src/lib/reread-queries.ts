import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKeys` again, after the server told of a change (a socket event,
 * a reconnection). A read already on its way may have started before that change, and React Query
 * joins a query's first read instead of restarting it (`cancelRefetch` spares a query without
 * data): so reads on their way are cancelled first, and what was heard is not answered by a read
 * from before it.
 */
export function rereadQueries(queryClient: QueryClient, queryKeys: QueryKey[]): void {
  for (const queryKey of queryKeys) {
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
  }
}

import { useQueryClient } from '@tanstack/react-query';
import { getGetEmailStatsQueryKey } from '@thriftz/client/generated/email/email';

/** After a send or a retry: the outbox (every status filter and page) and the figures are read again. */
export function useEmailRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/email/outbox'] });
    void queryClient.invalidateQueries({ queryKey: getGetEmailStatsQueryKey() });
  };
}

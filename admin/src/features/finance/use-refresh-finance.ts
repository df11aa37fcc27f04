import { useRefresh } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { getGetFinanceSummaryQueryKey } from '@thriftz/client/generated/finance/finance';

/** After a write: the list (react-admin) and the cards (their generated query) read again. */
export function useRefreshFinance() {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return () => {
    refresh();
    void queryClient.invalidateQueries({ queryKey: getGetFinanceSummaryQueryKey() });
    void queryClient.invalidateQueries({ queryKey: ['/api/admin/finance/report'] });
  };
}

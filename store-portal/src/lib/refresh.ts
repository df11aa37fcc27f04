import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getListPortalOrdersQueryKey } from '@thriftz/client/generated/orders/orders';
import { getGetPortalDashboardQueryKey } from '@thriftz/client/generated/store-portal/store-portal';
import { getListPortalProductsQueryKey } from '@thriftz/client/generated/store-products/store-products';

const LISTS = {
  products: getListPortalProductsQueryKey(),
  orders: getListPortalOrdersQueryKey(),
};

/** After a change: reload that list (every filter of it) and the dashboard's figures, which count it. */
export function useRefresh(list: keyof typeof LISTS) {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: LISTS[list] });
    void client.invalidateQueries({ queryKey: getGetPortalDashboardQueryKey() });
  }, [client, list]);
}

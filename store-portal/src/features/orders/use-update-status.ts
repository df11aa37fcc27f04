import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Order, PortalOrderPage } from '@thriftz/client/generated/model';
import { getListPortalOrdersQueryKey, useUpdatePortalOrderStatus } from '@thriftz/client/generated/orders/orders';
import { errorMessage } from '../../lib/api-error';
import { useRefresh } from '../../lib/refresh';
import { isEmailKind, ORDER_MESSAGES, type PortalStatus } from './order-status';

/**
 * PATCH …/orders/{id}/status. Success names the new status and, when the server queued the
 * customer's e-mail, says which one went; a refusal shows the server's words ('Cannot change
 * status from X to Y').
 */
export function useUpdateStatus(onUpdated: (order: Order) => void) {
  const client = useQueryClient();
  const refresh = useRefresh('orders');
  const mutation = useUpdatePortalOrderStatus();
  const update = (order: Order, status: PortalStatus, cancellationReason?: string) =>
    mutation.mutate(
      { id: order._id, data: { status, ...(status === 'cancelled' ? { cancellationReason } : {}) } },
      {
        onSuccess: (result) => {
          toast.success(ORDER_MESSAGES.updated(status));
          if (result.emailQueued && isEmailKind(status)) toast.success(ORDER_MESSAGES.emailSent[status]);
          // The lists show the order as it now is at once, not after their reload: a second Update
          // Status opened meanwhile offers the next steps from the new status, not the old one.
          client.setQueriesData<PortalOrderPage>({ queryKey: getListPortalOrdersQueryKey() }, (page) =>
            page && { ...page, items: page.items.map((order) => (order._id === result.order._id ? result.order : order)) },
          );
          refresh();
          onUpdated(result.order);
        },
        onError: (error) => toast.error(errorMessage(error, ORDER_MESSAGES.updateFailed)),
      },
    );
  return { update, updating: mutation.isPending };
}

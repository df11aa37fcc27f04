/**
 * My Orders' actions on a prepaid order still awaiting its payment (its stock held for the buyer
 * until it is paid, cancelled or expires after 30 minutes): Complete payment opens the same payment
 * path as checkout (a store_order payment of this order, the server reusing its open gateway
 * order), and Cancel, after a confirmation, gives it up (POST /api/orders/{order}/abandon), which
 * returns its stock at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard, XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { abandonOrder, getListMyOrdersQueryKey } from '@thriftz/client/generated/orders/orders';
import type { Order } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { useCheckout } from '../../lib/checkout';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CHECKOUT_MESSAGES } from './checkout-schema';

export const UNPAID_ORDER_MESSAGES = {
  cancelled: 'Order cancelled. Its items are no longer held for you.',
  cancelFailed: 'Failed to cancel the order. Please try again.',
} as const;

export function UnpaidOrderActions({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const { pay, processing } = useCheckout();
  const [paying, setPaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListMyOrdersQueryKey() });

  const cancel = useMutation({
    mutationFn: () => abandonOrder(order._id),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(UNPAID_ORDER_MESSAGES.cancelled);
      await refresh();
    },
    onError: async (error) => {
      // Paid meanwhile (409 'This order is already paid'): the list shows it as it is now.
      setConfirming(false);
      toast.error(errorMessage(error, UNPAID_ORDER_MESSAGES.cancelFailed));
      await refresh();
    },
  });

  const completePayment = async () => {
    setPaying(true);
    try {
      const result = await pay(
        { type: 'store_order', orderId: order._id, storeId: order.store._id ?? undefined, paymentType: 'prepaid' },
        { initiateError: CHECKOUT_MESSAGES.initiateFailed },
      );
      if (result.status === 'paid') toast.success(CHECKOUT_MESSAGES.paid);
    } finally {
      setPaying(false);
      // Paid, or not here (the webhook may still settle it, or it expired meanwhile): read it again.
      await refresh();
    }
  };

  return (
    <>
      <Button size="sm" busy={paying} disabled={processing || cancel.isPending} onClick={() => void completePayment()}>
        {paying ? null : <CreditCard aria-hidden="true" className="size-4" />}
        {paying ? 'Processing...' : 'Complete payment'}
      </Button>
      <Button size="sm" variant="secondary" disabled={paying || processing} busy={cancel.isPending} onClick={() => setConfirming(true)}>
        <XCircle aria-hidden="true" className="size-4" />
        Cancel
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel order ${order.orderId}?`}
        description="It has not been paid. Its items will no longer be held for you, and nothing is charged."
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        cancelLabel="Keep order"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}

import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  sendMiniStoreOrderCancellation,
  sendMiniStoreOrderConfirmation,
  sendMiniStoreOrderDelivered,
  sendMiniStoreOrderShipped,
} from '@thriftz/client/generated/email/email';
import type { Order, OrderEmailInput } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { ORDER_MESSAGES, type EmailKind } from './order-status';

const SENDERS: Record<EmailKind, (input: OrderEmailInput) => Promise<unknown>> = {
  confirmed: sendMiniStoreOrderConfirmation,
  cancelled: sendMiniStoreOrderCancellation,
  shipped: sendMiniStoreOrderShipped,
  delivered: sendMiniStoreOrderDelivered,
};

/** The documented payload; the server reads only the order's number and writes the rest itself. */
function emailInput(order: Order, storeName: string): OrderEmailInput {
  return {
    orderId: order.orderId,
    buyerEmail: order.customerEmail,
    buyerName: order.customerName,
    storeName,
    total: order.total,
    products: order.products.map((line) => ({ title: line.title, price: line.price, quantity: line.quantity, size: line.size })),
    ...(order.status === 'cancelled' && order.cancellationReason ? { cancellationReason: order.cancellationReason } : {}),
  };
}

/** Sends the customer the e-mail of the order's current status again (POST /api/email/mini-store-order-…). */
export function useResendEmail(storeName: string) {
  const mutation = useMutation({
    mutationFn: ({ order, kind }: { order: Order; kind: EmailKind }) => SENDERS[kind](emailInput(order, storeName)),
    onSuccess: (_result, { kind }) => toast.success(ORDER_MESSAGES.emailSent[kind]),
    onError: (error, { kind }) => toast.error(errorMessage(error, ORDER_MESSAGES.emailFailed[kind])),
  });
  return { resend: (order: Order, kind: EmailKind) => mutation.mutate({ order, kind }), sending: mutation.isPending };
}

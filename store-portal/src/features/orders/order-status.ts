/** The store owner's order states: names, colours, the transition table (spec 3, section 4), messages. */
import type { BadgeTone } from '@web/ui/badge';
import type { Order, OrderStatus, OrderStatusInputStatus } from '@thriftz/client/generated/model';

export type PortalStatus = OrderStatusInputStatus;
export const STATUSES: PortalStatus[] = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  abandoned: 'Abandoned',
};

export const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'neutral',
  pending: 'warning',
  confirmed: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
  abandoned: 'neutral',
};

/**
 * Where an order may go next from the Update Status dialog. Delivered is final. Cancelled may
 * only be reverted to pending, and the spec marks it final (no Update button): the revert is a
 * separate, secondary action of the order's detail (revertTo).
 */
export const NEXT_STATUSES: Record<OrderStatus, PortalStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'confirmed'],
  delivered: [],
  cancelled: [],
  awaiting_payment: [],
  abandoned: [],
};
/**
 * Where the detail's revert takes an order: a cancelled one back to pending, unless it was paid
 * (its payment is refunded on cancel, and the server refuses to reopen it).
 */
export const revertTo = (order: Pick<Order, 'status' | 'paidAt'>): PortalStatus | undefined =>
  order.status === 'cancelled' && !order.paidAt ? 'pending' : undefined;

export const canUpdate = (order: Order) => NEXT_STATUSES[order.status].length > 0;

export type EmailKind = 'confirmed' | 'cancelled' | 'shipped' | 'delivered';
export const isEmailKind = (status: OrderStatus): status is EmailKind =>
  status === 'confirmed' || status === 'cancelled' || status === 'shipped' || status === 'delivered';

export const ORDER_MESSAGES = {
  updated: (status: string) => `Order status updated to ${status}`,
  updateFailed: 'Failed to update order status',
  reasonRequired: 'Please provide a cancellation reason',
  loadFailed: 'Failed to load orders',
  emailSent: {
    confirmed: 'Order confirmation email sent to customer',
    cancelled: 'Order cancellation email sent to customer',
    shipped: 'Order shipped notification sent to customer',
    delivered: 'Order delivered notification sent to customer',
  } satisfies Record<EmailKind, string>,
  emailFailed: {
    confirmed: 'Failed to send confirmation email',
    cancelled: 'Failed to send cancellation email',
    shipped: 'Failed to send shipped notification',
    delivered: 'Failed to send delivered notification',
  } satisfies Record<EmailKind, string>,
} as const;

/** The first two products' titles, and how many more. */
export function productsSummary(order: Order): string {
  const titles = order.products.slice(0, 2).map((line) => line.title);
  const more = order.products.length - titles.length;
  return more > 0 ? `${titles.join(', ')} +${more} more` : titles.join(', ');
}

export const PAYMENT_LABELS = { cod: 'Cash on Delivery', prepaid: 'Prepaid' } as const;

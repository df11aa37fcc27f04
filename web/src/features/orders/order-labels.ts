/** How orders read to the buyer: payment types and status wording (document 2, section 4). */
import type { OrderStatus, PaymentType } from '@thriftz/client/generated/model';
import type { BadgeTone } from '../../ui/badge';

/** The admin app's Orders panel (another app under /admin/, with hash routes). */
export const ADMIN_ORDERS_HREF = '/admin/#/orders';

export const PAYMENT_LABELS: Record<PaymentType, string> = {
  cod: 'Cash on Delivery',
  prepaid: 'Prepaid',
};

/**
 * The statuses a buyer sees; one awaiting its payment reads as such (to complete or cancel), an
 * abandoned one (cancelled unpaid, or expired) as cancelled.
 */
type ShownStatus = 'awaiting_payment' | 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

export function shownStatus(status: OrderStatus): ShownStatus {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'awaiting_payment':
    case 'confirmed':
    case 'shipped':
    case 'delivered':
      return status;
    default:
      // Document 1: anything else is treated as cancelled or failed.
      return 'cancelled';
  }
}

/**
 * The confirmation page's heading per status: an order the store has not confirmed yet is not
 * headed 'Order Confirmed' (document 2 names only Order Confirmed and Order Cancelled).
 */
export const STATUS_HEADINGS: Record<ShownStatus, string> = {
  awaiting_payment: 'Order Awaiting Payment',
  pending: 'Order Placed',
  confirmed: 'Order Confirmed',
  shipped: 'Order Confirmed',
  delivered: 'Order Confirmed',
  cancelled: 'Order Cancelled',
};

/** The confirmation page's sentence per status. */
export const STATUS_MESSAGES: Record<ShownStatus, string> = {
  awaiting_payment: 'Your order is awaiting payment: complete it from My Orders',
  pending: 'Your order is being processed',
  confirmed: 'Your order has been confirmed',
  shipped: 'Your order is on its way',
  delivered: 'Your order has been delivered',
  cancelled: 'Your order has been cancelled',
};

export const STATUS_BADGES: Record<ShownStatus, { label: string; tone: BadgeTone }> = {
  awaiting_payment: { label: 'Awaiting payment', tone: 'warning' },
  pending: { label: 'Pending', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'info' },
  shipped: { label: 'Shipped', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

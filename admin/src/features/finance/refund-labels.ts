/** How a refund reads in the Finance panel: its reason and status in words. */
import type { AdminRefund, RefundReason, RefundStatus } from '@thriftz/client/generated/model';

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  duplicate_payment: 'Paid twice',
  order_unavailable: 'Order unavailable when paid',
  order_cancelled: 'Order cancelled',
  plan_switching: 'Another plan already active',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  processed: 'Processed',
  pending: 'Pending',
  failed_retrying: 'Retrying',
};

/** 'Retrying (3 attempts)' while the gateway refuses it; otherwise the status alone. */
export function refundStatusText(refund: Pick<AdminRefund, 'status' | 'attempts'>): string {
  const label = REFUND_STATUS_LABELS[refund.status];
  if (refund.status !== 'failed_retrying') return label;
  return `${label} (${refund.attempts} ${refund.attempts === 1 ? 'attempt' : 'attempts'})`;
}

/** What the money was for: the store order's number when it paid for one, else the purchase's description. */
export const refundSubject = (refund: Pick<AdminRefund, 'orderNumber' | 'purchase'>) => refund.orderNumber ?? refund.purchase.description;

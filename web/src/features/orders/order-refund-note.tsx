/**
 * What became of a cancelled prepaid order's money, for its buyer: refunded (with the day the
 * gateway confirmed it) or a refund still on its way. Nothing for an order with nothing refunded.
 */
import type { Order } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { formatDate, formatRupees } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { shownStatus } from './order-labels';

export function OrderRefundNote({
  order,
  adminView = false,
  className,
}: {
  order: Pick<Order, 'status' | 'total' | 'refundStatus' | 'refundedAt'>;
  /** Read by an admin: the buyer's payment method, not 'your'. */
  adminView?: boolean;
  className?: string;
}) {
  if (shownStatus(order.status) !== 'cancelled' || !order.refundStatus) return null;
  const amount = <span className="tabular font-semibold text-fg">{formatRupees(order.total)}</span>;
  if (order.refundStatus === 'processed') {
    return (
      <p className={cn('flex flex-wrap items-center gap-2 text-sm text-fg-muted', className)}>
        <Badge tone="success">Refunded</Badge>
        <span>
          {amount}
          {order.refundedAt ? ` on ${formatDate(order.refundedAt)}` : null}
        </span>
      </p>
    );
  }
  // Pending and failed_retrying read the same to the buyer: the reconciler keeps asking the gateway.
  return (
    <p className={cn('flex flex-wrap items-center gap-2 text-sm text-fg-muted', className)}>
      <Badge tone="info">Refund in progress</Badge>
      <span>
        {amount} will be returned to {adminView ? "the buyer's" : 'your'} original payment method
      </span>
    </p>
  );
}

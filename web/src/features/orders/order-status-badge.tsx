import type { OrderStatus } from '@thriftz/client/generated/model';
import { Badge } from '../../ui/badge';
import { shownStatus, STATUS_BADGES } from './order-labels';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, tone } = STATUS_BADGES[shownStatus(status)];
  return <Badge tone={tone}>{label}</Badge>;
}

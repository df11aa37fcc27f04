import { CircleCheck, CircleSlash, Clock, Sparkles, TriangleAlert } from 'lucide-react';
import { Badge } from '../../ui/badge';
import type { PlanStatus } from './plan-status';

const icons = {
  free: Sparkles,
  active: CircleCheck,
  cancelled: CircleSlash,
  expired: TriangleAlert,
  pending: Clock,
} as const;

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  const Icon = icons[status.kind];
  return (
    <Badge tone={status.tone} icon={<Icon aria-hidden="true" className="size-3.5" />}>
      {status.label}
    </Badge>
  );
}

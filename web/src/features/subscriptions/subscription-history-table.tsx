/** The Subscription History table of /subscription-management (a failed load reads as empty, as the spec has it). */
import { History } from 'lucide-react';
import { useListSubscriptionHistory } from '@thriftz/client/generated/subscriptions/subscriptions';
import type { SubscriptionHistoryItem } from '@thriftz/client/generated/model';
import { formatDate } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Skeleton } from '../../ui/skeleton';

export const NO_HISTORY_MESSAGE = 'No subscription history found';

/** Status badges: active green, cancelled red, expired grey, anything else yellow. */
const statusTones: Record<string, BadgeTone> = { active: 'success', cancelled: 'danger', expired: 'neutral' };
const statusLabel = (status: SubscriptionHistoryItem['status']) => status.charAt(0).toUpperCase() + status.slice(1);

export function SubscriptionStatusBadge({ status }: { status: SubscriptionHistoryItem['status'] }) {
  return <Badge tone={statusTones[status] ?? 'warning'}>{statusLabel(status)}</Badge>;
}

export function SubscriptionHistoryTable() {
  const history = useListSubscriptionHistory({ pageSize: 50 });
  const items = history.data?.items ?? [];

  return (
    <section aria-labelledby="history-heading" className="card overflow-hidden">
      <h2 id="history-heading" className="flex items-center gap-2 border-b border-line px-5 py-4 text-base font-semibold text-fg">
        <History aria-hidden="true" className="size-4 text-primary" />
        Subscription History
      </h2>
      {history.isPending ? (
        <div className="space-y-2 p-5" role="status" aria-label="Loading subscription history">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-fg-muted">{NO_HISTORY_MESSAGE}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="bg-slate-50 text-fg-muted">
              <tr>
                <th scope="col" className="px-5 py-2.5 font-medium">Plan</th>
                <th scope="col" className="px-5 py-2.5 font-medium">Status</th>
                <th scope="col" className="px-5 py-2.5 font-medium">Start</th>
                <th scope="col" className="px-5 py-2.5 font-medium">End</th>
                <th scope="col" className="px-5 py-2.5 font-medium">Auto renew</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {items.map((item) => (
                <tr key={item._id}>
                  <th scope="row" className="px-5 py-3 font-semibold text-fg">
                    {item.planName}
                    {item.isCurrent ? <span className="ml-2 text-xs font-medium text-primary-ink">(current)</span> : null}
                  </th>
                  <td className="px-5 py-3">
                    <SubscriptionStatusBadge status={item.status} />
                  </td>
                  <td className="px-5 py-3 text-fg-muted">{formatDate(item.startDate)}</td>
                  <td className="px-5 py-3 text-fg-muted">{formatDate(item.endDate)}</td>
                  <td className="px-5 py-3 text-fg-muted">{item.autoRenew ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The student's boosts, live ones first, with the time left and Remove (which gives no ad back). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Flame, ImageOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { removeBoost, useListMyBoosts } from '@thriftz/client/generated/boosts/boosts';
import type { Boost } from '@thriftz/client/generated/model';
import { refreshAfterPurchase } from '../../lib/checkout';
import { formatRupees } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Skeleton } from '../../ui/skeleton';
import { BOOST_MESSAGES, timeLeft } from './boost-copy';

const paidWith: Record<Boost['boostType'], (boost: Boost) => string> = {
  extra: () => 'Extra ad',
  subscription_credit: () => 'Plan ad',
  paid_boost: (boost) => `Paid ${formatRupees(boost.amount, { whole: true })}`,
};

/** The current time, moving on every minute: the time left counts down while the tab is open. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export function MyBoostsList() {
  const queryClient = useQueryClient();
  const boosts = useListMyBoosts({ pageSize: 50 });
  const now = useMinuteClock();
  const [removing, setRemoving] = useState<Boost | null>(null);
  const remove = useMutation({
    mutationFn: (boost: Boost) => removeBoost(boost._id),
    onSuccess: async () => {
      setRemoving(null);
      toast.success(BOOST_MESSAGES.removed);
      await refreshAfterPurchase(queryClient);
    },
    onError: () => toast.error(BOOST_MESSAGES.removeFailed),
  });

  const items = boosts.data?.items ?? [];
  return (
    <section aria-labelledby="my-boosts-heading" className="card overflow-hidden">
      <h2 id="my-boosts-heading" className="border-b border-line px-5 py-4 text-base font-semibold text-fg">
        Your boosts
      </h2>
      {boosts.isPending ? (
        <div className="space-y-3 p-5" role="status" aria-label="Loading your boosts">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : boosts.isError ? (
        <p className="px-5 py-6 text-sm text-danger-ink">Failed to load your boosts.</p>
      ) : items.length === 0 ? (
        <p className="px-5 py-6 text-sm text-fg-muted">No boosts yet. A boosted listing shows first in Hot Deals.</p>
      ) : (
        <ul className="divide-y divide-line">
          {items.map((boost) => {
            const live = boost.status === 'active' && new Date(boost.endTime).getTime() > now;
            return (
              <li key={boost._id} className="flex items-center gap-3 px-5 py-3">
                {boost.product.image ? (
                  <img src={boost.product.image} alt="" width={56} height={42} loading="lazy" className="h-[42px] w-14 shrink-0 rounded-md object-cover" />
                ) : (
                  <span className="flex h-[42px] w-14 shrink-0 items-center justify-center rounded-md bg-slate-100 text-fg-subtle">
                    <ImageOff aria-hidden="true" className="size-4" />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <Link to={`/product/${boost.product._id}`} className="block truncate text-sm font-semibold text-fg hover:underline">
                    {boost.product.title}
                  </Link>
                  <p className="tabular mt-0.5 text-xs text-fg-muted">
                    {paidWith[boost.boostType](boost)} · {live ? timeLeft(boost.endTime, now) : 'Ended'}
                  </p>
                </div>
                {live ? (
                  <>
                    <Badge tone="warning" icon={<Flame aria-hidden="true" className="size-3.5" />}>
                      Live
                    </Badge>
                    <Button variant="ghost" size="icon" aria-label={`Remove the boost of ${boost.product.title}`} onClick={() => setRemoving(boost)}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </>
                ) : (
                  <Badge>Expired</Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove this boost?"
        description={`${removing?.product.title ?? 'The listing'} leaves Hot Deals now. The ad or payment used for this boost is not given back.`}
        confirmLabel="Remove boost"
        busyLabel="Removing…"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  );
}

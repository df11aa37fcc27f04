// The store's side of ratings: each delivered order of the last 14 days whose buyer the store has
// not rated yet, with the same stars-and-review form as the student app.
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@web/lib/format';
import { Avatar } from '@web/ui/avatar';
import { ReviewForm } from '@web/ui/reviews/review-form';
import { Skeleton } from '@web/ui/skeleton';
import { Star, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { PendingReview } from '@thriftz/client/generated/model';
import { getListPortalPendingReviewsQueryKey, useCreatePortalReview, useListPortalPendingReviews } from '@thriftz/client/generated/reviews/reviews';

function BuyerToRate({ deal }: { deal: PendingReview }) {
  const queryClient = useQueryClient();
  const create = useCreatePortalReview();
  const [open, setOpen] = useState(false);
  const formId = `rate-${deal.dealId}`;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={deal.counterpart.name} src={deal.counterpart.profileImage} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-fg">{deal.counterpart.name}</p>
          <p className="text-sm text-fg-muted">
            Order {deal.title} · rate until {formatDate(deal.reviewableUntil)}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex h-10 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-semibold text-fg hover:bg-slate-50"
        >
          {open ? <X aria-hidden="true" className="size-4" /> : <Star aria-hidden="true" className="size-4" />}
          {open ? 'Close' : `Rate ${deal.counterpart.name}`}
        </button>
      </div>
      {open ? (
        <div id={formId} className="mt-3">
          <ReviewForm
            toast={toast}
            busy={create.isPending}
            send={(input) => create.mutateAsync({ data: { orderId: deal.dealId, ...input } })}
            onDone={() => void queryClient.invalidateQueries({ queryKey: getListPortalPendingReviewsQueryKey() })}
          />
        </div>
      ) : null}
    </li>
  );
}

/** Shown above the orders while there are buyers to rate; nothing otherwise. */
export function RateBuyers() {
  const pending = useListPortalPendingReviews();
  if (pending.isPending) return <Skeleton className="mb-6 h-24 w-full rounded-xl" />;
  if (pending.isError || pending.data.items.length === 0) return null;
  return (
    <section aria-labelledby="rate-buyers-heading" className="card mb-6 p-4 sm:p-5">
      <h2 id="rate-buyers-heading" className="text-lg font-semibold text-fg">
        Rate your buyers
      </h2>
      <p className="text-sm text-fg-muted">Delivered orders can be rated for 14 days. Buyers see your review on their profile.</p>
      <ul className="mt-2 divide-y divide-line">
        {pending.data.items.map((deal) => (
          <BuyerToRate key={deal.dealId} deal={deal} />
        ))}
      </ul>
    </section>
  );
}

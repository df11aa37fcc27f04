import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PendingReview } from '@thriftz/client/generated/model';
import { getListPendingReviewsQueryKey, useCreateReview, useListPendingReviews } from '@thriftz/client/generated/reviews/reviews';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { ReviewForm } from '../../ui/reviews/review-form';

const ROLE_WORDS: Record<PendingReview['role'], string> = { seller: 'You sold', buyer: 'You bought', store: 'Your store sold' };

function counterpartLink(deal: PendingReview): string | null {
  const c = deal.counterpart;
  if (c.kind === 'store') return c.slug ? `/mini-stores/${c.slug}` : null;
  return c.id ? `/users/${c.id}` : null;
}

function PendingCard({ deal }: { deal: PendingReview }) {
  const queryClient = useQueryClient();
  const create = useCreateReview();
  const link = counterpartLink(deal);
  const who = deal.counterpart.kind === 'store' ? 'the store' : deal.role === 'seller' ? 'your buyer' : 'the seller';
  const send = (input: { rating: number; text: string }) =>
    create.mutateAsync({ data: { ...input, ...(deal.dealType === 'listing' ? { listingId: deal.dealId } : { orderId: deal.dealId }) } });
  return (
    <li className="card p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar name={deal.counterpart.name} src={deal.counterpart.profileImage} />
        <div className="min-w-0">
          <h2 className="font-semibold text-fg">
            Rate {who}:{' '}
            {link ? (
              <Link to={link} className="text-primary-ink underline underline-offset-2">
                {deal.counterpart.name}
              </Link>
            ) : (
              deal.counterpart.name
            )}
          </h2>
          <p className="text-sm text-fg-muted">
            {ROLE_WORDS[deal.role]} “{deal.title}”. You can rate until {formatDate(deal.reviewableUntil)}.
          </p>
        </div>
      </div>
      <div className="mt-4">
        <ReviewForm send={send} busy={create.isPending} toast={toast} onDone={() => void queryClient.invalidateQueries({ queryKey: getListPendingReviewsQueryKey() })} />
      </div>
    </li>
  );
}

/** /reviews: the signed-in student's deals of the last 14 days they can still rate, each with its form. */
export default function ReviewsPage() {
  useDocumentTitle('Rate your deals');
  const pending = useListPendingReviews();

  let body;
  if (pending.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading your deals" className="space-y-4">
        {[0, 1].map((n) => (
          <Skeleton key={n} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (pending.isError) {
    body = <ErrorState title="Could not load your deals" onRetry={() => void pending.refetch()} retrying={pending.isFetching} />;
  } else if (pending.data.items.length === 0) {
    body = (
      <EmptyState
        icon={Star}
        tone="accent"
        title="Nothing to rate right now."
        action={
          <Button asChild>
            <Link to="/products">Browse listings</Link>
          </Button>
        }
      >
        When you sell a listing to someone you chatted with, or a mini-store order reaches you, you can rate each other here for 14 days.
      </EmptyState>
    );
  } else {
    body = (
      <ul className="space-y-4">
        {pending.data.items.map((deal) => (
          <PendingCard key={`${deal.dealType}:${deal.dealId}`} deal={deal} />
        ))}
      </ul>
    );
  }

  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <PageHeader eyebrow="Reviews" title="Rate your deals" lead="Each side rates the other once, within 14 days of the deal. Reviews show on public profiles and store pages." />
      <div className="mt-6">{body}</div>
    </div>
  );
}

import { keepPreviousData } from '@tanstack/react-query';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Review, ReviewPage } from '@thriftz/client/generated/model';
import { useListStoreReviews, useListUserReviews } from '@thriftz/client/generated/reviews/reviews';
import { formatDate, pluralize } from '../../lib/format';
import { Avatar } from '../../ui/avatar';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Pagination } from '../../ui/pagination';
import { usePostSlots } from '../../ui/posts/post-slots';
import { Skeleton } from '../../ui/skeleton';
import { Stars } from '../../ui/reviews/stars';

/** Reviews a page shows at once. */
export const REVIEWS_PAGE_SIZE = 5;

export type ReviewSubject = { kind: 'user'; id: string } | { kind: 'store'; store: string };

function ReviewerName({ review }: { review: Review }) {
  const { reviewer } = review;
  const to = reviewer.kind === 'store' ? (reviewer.slug ? `/mini-stores/${reviewer.slug}` : null) : reviewer.id ? `/users/${reviewer.id}` : null;
  return to ? (
    <Link to={to} className="font-semibold text-fg hover:text-primary-ink hover:underline">
      {reviewer.name}
    </Link>
  ) : (
    <span className="font-semibold text-fg">{reviewer.name}</span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { Report } = usePostSlots();
  return (
    <li className="flex gap-3 py-4">
      <Avatar name={review.reviewer.name} src={review.reviewer.profileImage} size="sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <ReviewerName review={review} />
          {review.reviewer.kind === 'store' ? <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-fg-muted">Mini store</span> : null}
          <span className="text-fg-subtle">·</span>
          <time dateTime={review.createdAt} className="text-fg-muted">
            {formatDate(review.createdAt)}
          </time>
        </div>
        <Stars rating={review.rating} className="mt-1" />
        <p className="mt-1.5 whitespace-pre-line break-words text-sm text-fg">{review.text}</p>
        <div className="-ml-3 mt-1">
          <Report itemType="review" itemId={review._id} />
        </div>
      </div>
    </li>
  );
}

/** The average (one decimal), its stars and the count. */
export function RatingSummary({ summary }: { summary: ReviewPage['summary'] }) {
  if (summary.count === 0 || summary.average === null) return <p className="text-sm text-fg-muted">No ratings yet</p>;
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="text-2xl font-bold tabular-nums text-fg">{summary.average.toFixed(1)}</span>
      <Stars rating={summary.average} />
      <span className="text-fg-muted">({pluralize(summary.count, 'review')})</span>
    </p>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading reviews" className="space-y-4 py-4">
      <Skeleton className="h-7 w-48" />
      {[0, 1].map((n) => (
        <div key={n} className="flex gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A student's or a store's rating and reviews, newest first, a page at a time (the public profile and the store page). */
export function ReviewsSection({ subject, className }: { subject: ReviewSubject; className?: string }) {
  const [page, setPage] = useState(1);
  const params = { page, pageSize: REVIEWS_PAGE_SIZE };
  const options = { query: { placeholderData: keepPreviousData } };
  const user = useListUserReviews(subject.kind === 'user' ? subject.id : '', params, { query: { ...options.query, enabled: subject.kind === 'user' } });
  const store = useListStoreReviews(subject.kind === 'store' ? subject.store : '', params, { query: { ...options.query, enabled: subject.kind === 'store' } });
  const query = subject.kind === 'user' ? user : store;
  const data = query.data;

  let body;
  if (query.isPending) body = <ReviewsSkeleton />;
  else if (query.isError) body = <ErrorState title="Could not load reviews" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  else if (data!.total === 0) {
    body = (
      <EmptyState icon={MessageSquareQuote} title="No reviews yet" className="py-8">
        {subject.kind === 'user' ? 'Reviews appear here after a deal: buyers and sellers rate each other.' : 'Buyers rate the store once their order is delivered.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <RatingSummary summary={data!.summary} />
        <ul aria-busy={query.isPlaceholderData || undefined} className="mt-2 divide-y divide-line">
          {data!.items.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
        <Pagination page={page} pageCount={Math.ceil(data!.total / REVIEWS_PAGE_SIZE)} onPageChange={setPage} className="mt-2" />
      </>
    );
  }

  return (
    <section aria-labelledby="reviews-heading" className={className}>
      <h2 id="reviews-heading" className="text-lg font-semibold text-fg">
        Reviews
      </h2>
      <div className="mt-3">{body}</div>
    </section>
  );
}

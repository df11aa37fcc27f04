import { Link } from 'react-router-dom';
import { getGetUserSubscriptionQueryKey, useGetUserSubscription } from '@thriftz/client/generated/subscriptions/subscriptions';
import { pluralize } from '../../lib/format';
import { Skeleton } from '../../ui/skeleton';

/** How many listings the student's plan has left this month, beside the create form's buttons. */
export function ListingsLeft({ uid }: { uid: string }) {
  const query = useGetUserSubscription(uid, {
    query: { queryKey: getGetUserSubscriptionQueryKey(uid), staleTime: 60_000, retry: 1 },
  });
  if (query.isPending) return <Skeleton className="h-5 w-44" />;
  if (query.isError) return null;
  const left = query.data.listingsAvailable;
  return left > 0 ? (
    <p className="text-sm text-fg-muted">
      <span className="tabular font-semibold text-fg">{pluralize(left, 'listing')}</span> left on your {query.data.planName}
    </p>
  ) : (
    <p className="text-sm font-medium text-accent-ink">
      No listings left this month.{' '}
      <Link to="/subscription-plans" className="underline underline-offset-2">
        Get more listings
      </Link>
    </p>
  );
}

import { PackageX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ListingType } from '@thriftz/client/generated/model';
import { getGetUserSubscriptionQueryKey, useGetUserSubscription } from '@thriftz/client/generated/subscriptions/subscriptions';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { CreatePageHeader } from '../../ui/posts/create-page-parts';
import { Skeleton } from '../../ui/skeleton';
import { LISTING_MESSAGES } from './listing-actions';
import { ListingForm } from './listing-form';

/**
 * Instead of the form when the student has no listing left: said before anything is filled in or
 * uploaded, with the way to get more.
 */
function NoListingsLeft({ type }: { type: ListingType }) {
  return (
    <div className="pb-16">
      <CreatePageHeader title="Create a listing">Every listing uses one of your plan&rsquo;s listings.</CreatePageHeader>
      <div className="container-page mt-6 max-w-4xl sm:mt-8">
        <EmptyState
          icon={PackageX}
          tone="accent"
          title="No listings left this month"
          action={
            <>
              <Button asChild size="lg">
                <Link to="/subscription-plans">Get more listings</Link>
              </Button>
              <Button asChild variant="secondary" size="lg">
                <Link to={type === 'lend' ? '/borrow' : '/products'}>{type === 'lend' ? 'Back to Borrow & Lend' : 'Back to Buy & Sell'}</Link>
              </Button>
            </>
          }
        >
          <p role="status">{LISTING_MESSAGES.noQuota}</p>
          <p className="mt-2">Buy an extra listing, or choose a plan with more listings each month.</p>
        </EmptyState>
      </div>
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="pb-16" role="status" aria-label="Loading the listing form">
      <CreatePageHeader title="Create a listing">Checking how many listings you have left…</CreatePageHeader>
      <div className="container-page mt-6 max-w-4xl space-y-4 sm:mt-8">
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}

/**
 * /create-listing (?type=lend for Borrow & Lend): an empty listing form, once the plan has a
 * listing left; at none, a notice with the way to more instead of a form that would be refused.
 * (The server refuses it anyway, and then deletes the pictures uploaded for it.)
 */
export default function CreateListingPage() {
  useDocumentTitle('Create listing');
  const [params] = useSearchParams();
  // A new key per type: 'Create another' from a lend listing starts a fresh lend form.
  const type = params.get('type') === 'lend' ? 'lend' : 'sell';
  const { user } = useCurrentUser();
  const uid = user?.uid ?? '';
  const quota = useGetUserSubscription(uid, {
    query: { queryKey: getGetUserSubscriptionQueryKey(uid), enabled: uid !== '', staleTime: 60_000, retry: 1 },
  });
  if (uid && quota.isPending) return <FormSkeleton />;
  // Unknown (failed to load): the form, and the server decides.
  if (quota.data && quota.data.listingsAvailable <= 0) return <NoListingsLeft type={type} />;
  return <ListingForm key={type} type={type} />;
}

/** The profile's Ad Boost tab (document 1, section 4 'Boost'): boost a live listing, see and remove one's boosts. */
import { PackagePlus, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useListMyListings } from '@thriftz/client/generated/listings/listings';
import { getGetUserSubscriptionQueryKey, useGetUserSubscription } from '@thriftz/client/generated/subscriptions/subscriptions';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { BOOST_MESSAGES } from './boost-copy';
import { BoostListingForm } from './boost-listing-form';
import { MyBoostsList } from './my-boosts-list';

export function BoostTab({ uid }: { uid: string }) {
  const listings = useListMyListings({ status: 'available', pageSize: 100 });
  const profile = useGetUserSubscription(uid, { query: { queryKey: getGetUserSubscriptionQueryKey(uid), staleTime: 60_000 } });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        {listings.isPending || profile.isPending ? (
          <div role="status" aria-label="Loading your products">
            <Skeleton className="h-64 rounded-xl" />
          </div>
        ) : listings.isError ? (
          <Alert>
            <p>{BOOST_MESSAGES.loadProductsFailed}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void listings.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" /> Try again
            </Button>
          </Alert>
        ) : listings.data.items.length === 0 ? (
          <EmptyState
            icon={PackagePlus}
            title="You have no live listings to boost."
            action={
              <Button asChild>
                <Link to="/create-listing">Create a listing</Link>
              </Button>
            }
          />
        ) : (
          <BoostListingForm listings={listings.data.items} profile={profile.data} />
        )}
      </div>
      <MyBoostsList />
    </div>
  );
}

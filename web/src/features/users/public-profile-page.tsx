import { keepPreviousData } from '@tanstack/react-query';
import { BedDouble, HandCoins, Megaphone, PackageOpen, UserRoundX } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '@thriftz/client/fetcher';
import { useListListings } from '@thriftz/client/generated/listings/listings';
import { useListRequests } from '@thriftz/client/generated/requests/requests';
import { useListRoommatePosts } from '@thriftz/client/generated/roommates/roommates';
import { useGetUser } from '@thriftz/client/generated/users/users';
import { useCurrentUser } from '../../lib/use-current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { ListingCard } from '../../ui/posts/listing-card';
import { RequestCard } from '../../ui/posts/request-card';
import { RoommateCard } from '../../ui/posts/roommate-card';
import { PublicPostsGrid } from './public-posts-grid';
import { PublicProfileHeader, PublicProfileHeaderSkeleton } from './public-profile-header';

/** Cards per page of each kind. */
export const PUBLIC_PAGE_SIZE = 12;

const TABS = ['sell', 'lend', 'requests', 'roommates'] as const;
type TabValue = (typeof TABS)[number];
const isTab = (value: string | null): value is TabValue => TABS.includes(value as TabValue);

const tabTrigger =
  'inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-1 text-sm font-semibold text-fg-muted transition-colors ' +
  'hover:text-fg data-[state=active]:border-primary data-[state=active]:text-primary-ink sm:h-12';

/** The 404 of a profile: no such student (or an id that cannot be one). */
function StudentNotFound() {
  useDocumentTitle('Student not found');
  return (
    <div className="container-page py-16">
      <EmptyState
        icon={UserRoundX}
        title="Student not found"
        action={
          <Button asChild>
            <Link to="/products">Browse listings</Link>
          </Button>
        }
      >
        This profile does not exist, or the account was deleted.
      </EmptyState>
    </div>
  );
}

/**
 * /users/:id — a student's public profile: name, picture, bio, links, member since, and their
 * live posts of each kind in tabs with pages (anonymous posts are never listed here: the API
 * leaves them out of an owner's browse, so a profile cannot unmask a seller).
 */
export default function PublicProfilePage({ reviews }: { reviews?: (uid: string) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'sell';
  const [pages, setPages] = useState<Record<TabValue, number>>({ sell: 1, lend: 1, requests: 1, roommates: 1 });
  const goTo = (kind: TabValue) => (page: number) => setPages((current) => ({ ...current, [kind]: page }));

  const profile = useGetUser(id, { query: { retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1 } });
  useDocumentTitle(profile.data ? profile.data.fullName : 'Student profile');

  // All four first pages at once: the tabs show their counts.
  const paging = { pageSize: PUBLIC_PAGE_SIZE };
  const live = { query: { enabled: profile.isSuccess, placeholderData: keepPreviousData } };
  const sell = useListListings({ type: 'sell', sellerId: id, page: pages.sell, ...paging }, live);
  const lend = useListListings({ type: 'lend', sellerId: id, page: pages.lend, ...paging }, live);
  const requests = useListRequests({ requesterId: id, page: pages.requests, ...paging }, live);
  const roommates = useListRoommatePosts({ posterId: id, page: pages.roommates, ...paging }, live);

  if (profile.error instanceof ApiError && (profile.error.status === 404 || profile.error.status === 400)) return <StudentNotFound />;
  if (profile.isError) {
    return (
      <div className="container-page py-16">
        <ErrorState title="Failed to load profile data" onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      </div>
    );
  }

  const setTab = (value: string) =>
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (value !== 'sell' && isTab(value)) copy.set('tab', value);
        else copy.delete('tab');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );

  const count = (query: { data?: { total: number } }) => (query.data ? ` (${query.data.total})` : '');
  const trigger = (value: TabValue, icon: ReactNode, label: string, query: { data?: { total: number } }) => (
    <Tabs.Trigger value={value} className={tabTrigger}>
      {icon}
      {label}
      {count(query)}
    </Tabs.Trigger>
  );

  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="block pb-16">
      <div className="border-b border-line bg-gradient-to-b from-primary-soft to-surface">
        <div className="container-page pt-8 sm:pt-12">
          {profile.data ? <PublicProfileHeader profile={profile.data} isOwn={user?.uid === profile.data.uid} /> : <PublicProfileHeaderSkeleton />}
          <Tabs.List aria-label="Posts" className="-mx-4 mt-6 flex gap-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            {trigger('sell', <PackageOpen aria-hidden="true" className="size-4" />, 'For sale', sell)}
            {trigger('lend', <HandCoins aria-hidden="true" className="size-4" />, 'For rent', lend)}
            {trigger('requests', <Megaphone aria-hidden="true" className="size-4" />, 'Requests', requests)}
            {trigger('roommates', <BedDouble aria-hidden="true" className="size-4" />, 'Roommates', roommates)}
          </Tabs.List>
        </div>
      </div>
      <div className="container-page pt-8">
        <Tabs.Content value="sell">
          <PublicPostsGrid
            query={sell}
            page={pages.sell}
            onPageChange={goTo('sell')}
            renderItem={(listing) => <ListingCard listing={listing} />}
            empty={{ icon: PackageOpen, title: 'Nothing for sale right now.' }}
            loadingLabel="Loading listings…"
          />
        </Tabs.Content>
        <Tabs.Content value="lend">
          <PublicPostsGrid
            query={lend}
            page={pages.lend}
            onPageChange={goTo('lend')}
            renderItem={(listing) => <ListingCard listing={listing} />}
            empty={{ icon: HandCoins, title: 'Nothing for rent right now.' }}
            loadingLabel="Loading listings…"
          />
        </Tabs.Content>
        <Tabs.Content value="requests">
          <PublicPostsGrid
            query={requests}
            page={pages.requests}
            onPageChange={goTo('requests')}
            renderItem={(request) => <RequestCard request={request} />}
            empty={{ icon: Megaphone, title: 'No open requests.' }}
            loadingLabel="Loading requests…"
          />
        </Tabs.Content>
        <Tabs.Content value="roommates">
          <PublicPostsGrid
            query={roommates}
            page={pages.roommates}
            onPageChange={goTo('roommates')}
            renderItem={(post) => <RoommateCard post={post} />}
            empty={{ icon: BedDouble, title: 'No roommate posts.' }}
            loadingLabel="Loading roommate posts…"
          />
        </Tabs.Content>
        {/* The student's ratings after deals (the reviews feature, passed in by the app layer). */}
        {profile.data && reviews ? <div className="mt-12 max-w-3xl">{reviews(profile.data._id)}</div> : null}
      </div>
    </Tabs.Root>
  );
}

import type { ReactNode } from 'react';
import { CalendarDays, CreditCard, Flame, Layers, Mail, Package, RefreshCw, ShieldCheck, UserRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router-dom';
import { getGetUserQueryKey, useGetUser } from '@thriftz/client/generated/users/users';
import { formatMonthYear } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { LoadingBlock } from '../../ui/spinner';
import { useCurrentUser } from '../../lib/use-current-user';
import { ProfileForm } from './profile-form';
import { ProfilePromoCard } from './profile-promo-card';

const TABS = ['profile', 'listings', 'orders', 'boost', 'subscription'] as const;
type TabValue = (typeof TABS)[number];
const isTab = (value: string | null): value is TabValue => TABS.includes(value as TabValue);

/** The spec caches the profile for 5 minutes (document 1, section 9). */
const PROFILE_STALE_TIME = 300_000;

const tabTrigger =
  'inline-flex h-11 shrink-0 items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-1 text-sm font-semibold text-fg-muted transition-colors ' +
  'hover:text-fg data-[state=active]:border-primary data-[state=active]:text-primary-ink sm:h-12';

function ProfileHeadingSkeleton() {
  return (
    <div className="flex items-center gap-4" aria-hidden="true">
      <Skeleton className="size-16 rounded-full sm:size-20" />
      <div className="space-y-2">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-4 w-32" />
      </div>
    </div>
  );
}

function ProfileFormSkeleton() {
  return (
    <div className="card space-y-5 p-6" role="status" aria-label="Loading your profile">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="space-y-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

export interface ProfilePageProps {
  /** My Listings: every kind of post, composed by the app layer (app/profile-route.tsx). */
  listingsTab: ReactNode;
  /** My Orders: the orders feature's mini-store orders (?tab=orders). */
  ordersTab: ReactNode;
  /** Ad Boost: the boosts feature's tab for this student. */
  boostTab: (uid: string) => ReactNode;
  /** The subscriptions feature's tab for this student. */
  subscriptionTab: (uid: string) => ReactNode;
}

/** /profile: the student's own details, listings, orders, boosts and subscription, in tabs (?tab=orders, ?tab=boost, ?tab=subscription). */
export default function ProfilePage({ listingsTab, ordersTab, boostTab, subscriptionTab }: ProfilePageProps) {
  useDocumentTitle('My profile');
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'profile';
  const uid = user?.uid ?? '';

  const profileQuery = useGetUser(uid, {
    query: { queryKey: getGetUserQueryKey(uid), enabled: Boolean(uid), staleTime: PROFILE_STALE_TIME },
  });

  const setTab = (value: string) => {
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        if (value !== 'profile' && isTab(value)) copy.set('tab', value);
        else copy.delete('tab');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  if (!user) return <LoadingBlock className="min-h-[50vh]" />;

  const profile = profileQuery.data;
  const name = profile?.fullName ?? user.fullName;

  return (
    <Tabs.Root value={tab} onValueChange={setTab} className="block pb-16">
      <div className="border-b border-line bg-gradient-to-b from-primary-soft to-surface">
        <div className="container-page pt-8 sm:pt-12">
          {profileQuery.isPending ? (
            <ProfileHeadingSkeleton />
          ) : (
            <div className="flex flex-wrap items-center gap-4 sm:gap-5">
              <Avatar
                name={name}
                src={profile?.profileImage ?? user.profileImage}
                size="lg"
                className="shadow-md ring-4 ring-white"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h1 className="truncate text-xl font-bold tracking-tight text-fg sm:text-2xl">{name}</h1>
                  {user.emailVerified ? (
                    <Badge tone="success" icon={<ShieldCheck aria-hidden="true" className="size-3.5" />}>
                      Verified student
                    </Badge>
                  ) : null}
                </div>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
                  <span className="inline-flex min-w-0 items-center gap-1.5">
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                    <span className="truncate">{profile?.email ?? user.email}</span>
                  </span>
                  {profile?.joinedDate ? (
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarDays aria-hidden="true" className="size-4" />
                      Joined {formatMonthYear(profile.joinedDate)}
                    </span>
                  ) : null}
                </div>
              </div>
            </div>
          )}

          {/* On a phone the five tabs wrap onto a second row rather than scroll: every one is in sight. */}
          <Tabs.List aria-label="Profile sections" className="mt-6 flex flex-wrap gap-x-5 sm:gap-x-6">
            <Tabs.Trigger value="profile" className={tabTrigger}>
              <UserRound aria-hidden="true" className="size-4" />
              Profile
            </Tabs.Trigger>
            <Tabs.Trigger value="listings" className={tabTrigger}>
              <Layers aria-hidden="true" className="size-4" />
              My Listings
            </Tabs.Trigger>
            <Tabs.Trigger value="orders" className={tabTrigger}>
              <Package aria-hidden="true" className="size-4" />
              My Orders
            </Tabs.Trigger>
            <Tabs.Trigger value="boost" className={tabTrigger}>
              <Flame aria-hidden="true" className="size-4" />
              Ad Boost
            </Tabs.Trigger>
            <Tabs.Trigger value="subscription" className={tabTrigger}>
              <CreditCard aria-hidden="true" className="size-4" />
              Subscription
            </Tabs.Trigger>
          </Tabs.List>
        </div>
      </div>

      <div className="container-page mt-6 sm:mt-8">
        <Tabs.Content value="profile" className="focus-visible:outline-none">
          {profileQuery.isError ? (
            <Alert>
              <p className="font-semibold">Failed to load profile data</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void profileQuery.refetch()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            </Alert>
          ) : profile ? (
            <ProfileForm profile={profile} email={profile.email ?? user.email} />
          ) : (
            <ProfileFormSkeleton />
          )}
        </Tabs.Content>
        <Tabs.Content value="listings" className="focus-visible:outline-none">
          {listingsTab}
        </Tabs.Content>
        <Tabs.Content value="orders" className="focus-visible:outline-none">
          {ordersTab}
        </Tabs.Content>
        <Tabs.Content value="boost" className="focus-visible:outline-none">
          {boostTab(user.uid)}
        </Tabs.Content>
        <Tabs.Content value="subscription" className="focus-visible:outline-none">
          {subscriptionTab(user.uid)}
        </Tabs.Content>

        <ProfilePromoCard className="mt-10" />
      </div>
    </Tabs.Root>
  );
}

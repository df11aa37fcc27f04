import { CheckCircle2, CircleSlash, Layers, Megaphone, MessageSquarePlus, PackagePlus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useListMyListings } from '@thriftz/client/generated/listings/listings';
import { useListMyRequests } from '@thriftz/client/generated/requests/requests';
import { useListMyRoommatePosts } from '@thriftz/client/generated/roommates/roommates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { LISTING_MESSAGES, useMarkSold } from '../../features/listings/listing-actions';
import { WhoBoughtDialog } from '../../features/listings/who-bought-dialog';
import { LISTING_TYPE_LABELS, listingPriceLabel } from '../../lib/posts/listing-labels';
import { REQUEST_MESSAGES, useMarkFulfilled } from '../../features/requests/request-actions';
import { PRICE_RANGE_LABELS, REQUEST_TYPE_LABELS } from '../../lib/posts/request-labels';
import { ROOMMATE_MESSAGES, useMarkInactive } from '../../features/roommates/roommate-actions';
import { ACCOMMODATION_LABELS, budgetLabel } from '../../lib/posts/roommate-labels';
import { DASHBOARD_GRID_CLASSES, DashboardCard, DashboardSection } from './dashboard-section';

/** The contract's page-size ceiling; the manage pages ask for the same page, so the cache is shared. */
const PAGE_SIZE = 100;

// A lend listing ('lend') is marked Unavailable rather than Sold, by the same call.
type Pending = { kind: 'listing' | 'lend' | 'request' | 'roommate'; id: string; title: string };

/** The confirmation's words per kind of item. */
const CONFIRM_COPY: Record<Pending['kind'], { title: string; label: string; description: (title: string) => string }> = {
  listing: {
    title: 'Mark as sold?',
    label: 'Mark as Sold',
    description: (title) => `“${title}” will be shown as Sold/Unavailable and leave the browse pages.`,
  },
  lend: {
    title: 'Mark as unavailable?',
    label: 'Mark as Unavailable',
    description: (title) => `“${title}” will be shown as Sold/Unavailable and leave Borrow & Lend.`,
  },
  request: {
    title: 'Mark as fulfilled?',
    label: 'Mark as Fulfilled',
    description: (title) => `“${title}” will leave the requests page.`,
  },
  roommate: {
    title: 'Mark as inactive?',
    label: 'Mark as Inactive',
    description: (title) => `“${title}” will leave the roommate finder.`,
  },
};

function sectionState(query: { isPending: boolean; isError: boolean; data?: { items: unknown[] } }) {
  if (query.isPending) return 'pending' as const;
  if (query.isError) return 'error' as const;
  return query.data?.items.length ? ('ready' as const) : ('empty' as const);
}

/**
 * /manage: the student's own open items in one place (document 2, section 2.4): Manage Your
 * Listings (Mark as Sold), Manage Your Requests (Mark as Fulfilled) and Manage Roommate Finder
 * Requests (Mark as Inactive). A marked item leaves its list at once; on failure it stays.
 */
export default function ManageDashboardPage() {
  useDocumentTitle('Manage your posts');
  const listings = useListMyListings({ status: 'available', pageSize: PAGE_SIZE });
  const requests = useListMyRequests({ status: 'active', pageSize: PAGE_SIZE });
  const roommates = useListMyRoommatePosts({ status: 'active', pageSize: PAGE_SIZE });
  const { markSold, isPending: markingSold } = useMarkSold();
  const { markFulfilled, isPending: markingFulfilled } = useMarkFulfilled();
  const { markInactive, isPending: markingInactive } = useMarkInactive();
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);

  return (
    <div className="pb-16">
      <PageHeader
        eyebrow="Your posts"
        title="Manage your posts"
        lead="Everything you have up right now. Mark an item once it is done: it leaves the browse pages at once."
      />
      <div className="container-page mt-6 space-y-10 sm:mt-8">
        <DashboardSection
          id="manage-listings"
          title="Manage Your Listings"
          manage={{ href: '/manage-listings', label: 'All listings and counts' }}
          state={sectionState(listings)}
          loadFailedMessage={LISTING_MESSAGES.loadMineFailed}
          onRetry={() => void listings.refetch()}
          empty={{
            icon: Layers,
            title: 'You have no available listings.',
            createHref: '/create-listing',
            createLabel: 'Create Listing',
            createIcon: PackagePlus,
          }}
        >
          <ul className={DASHBOARD_GRID_CLASSES}>
            {listings.data?.items.map((listing) => (
              <li key={listing._id} className="grid">
                <DashboardCard
                  image={listing.image}
                  title={listing.title}
                  href={`/product/${listing._id}`}
                  secondary={`${listingPriceLabel(listing)} · ${LISTING_TYPE_LABELS[listing.listingType]}`}
                  action={
                    <Button
                      size="sm"
                      onClick={() => setPending({ kind: listing.listingType === 'lend' ? 'lend' : 'listing', id: listing._id, title: listing.title })}
                      aria-label={`${CONFIRM_COPY[listing.listingType === 'lend' ? 'lend' : 'listing'].label}: ${listing.title}`}
                    >
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      {CONFIRM_COPY[listing.listingType === 'lend' ? 'lend' : 'listing'].label}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </DashboardSection>

        <DashboardSection
          id="manage-requests"
          title="Manage Your Requests"
          manage={{ href: '/manage-requests', label: 'All requests and counts' }}
          state={sectionState(requests)}
          loadFailedMessage={REQUEST_MESSAGES.loadMineFailed}
          onRetry={() => void requests.refetch()}
          empty={{
            icon: Megaphone,
            title: 'You have no active requests.',
            createHref: '/create-request',
            createLabel: 'Create Request',
            createIcon: MessageSquarePlus,
          }}
        >
          <ul className={DASHBOARD_GRID_CLASSES}>
            {requests.data?.items.map((request) => (
              <li key={request._id} className="grid">
                <DashboardCard
                  image={request.image}
                  title={request.title}
                  href={`/request/${request._id}`}
                  secondary={`${PRICE_RANGE_LABELS[request.priceRange]} · ${REQUEST_TYPE_LABELS[request.requestType]}`}
                  action={
                    <Button size="sm" onClick={() => setPending({ kind: 'request', id: request._id, title: request.title })} aria-label={`Mark as Fulfilled: ${request.title}`}>
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      Mark as Fulfilled
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </DashboardSection>

        <DashboardSection
          id="manage-roommates"
          title="Manage Roommate Finder Requests"
          state={sectionState(roommates)}
          loadFailedMessage={ROOMMATE_MESSAGES.loadMineFailed}
          onRetry={() => void roommates.refetch()}
          empty={{
            icon: Users,
            title: 'You have no active roommate requests.',
            createHref: '/create-roommate-request',
            createLabel: 'Create Roommate Request',
            createIcon: UserPlus,
          }}
        >
          <ul className={DASHBOARD_GRID_CLASSES}>
            {roommates.data?.items.map((post) => (
              <li key={post._id} className="grid">
                <DashboardCard
                  image={post.image}
                  title={post.title}
                  href={`/roommate-finder/${post._id}`}
                  secondary={`${budgetLabel(post.budget)} · ${ACCOMMODATION_LABELS[post.accommodationType]}`}
                  action={
                    <Button size="sm" onClick={() => setPending({ kind: 'roommate', id: post._id, title: post.title })} aria-label={`Mark as Inactive: ${post.title}`}>
                      <CircleSlash aria-hidden="true" className="size-4" />
                      Mark as Inactive
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        </DashboardSection>
      </div>

      {/* A sale asks "Who bought it?", which marks it sold; the other marks are a plain confirmation. */}
      {pending?.kind === 'listing' ? (
        <WhoBoughtDialog listing={{ _id: pending.id, title: pending.title }} open onOpenChange={(open) => !open && close()} />
      ) : null}
      <ConfirmDialog
        open={pending !== null && pending.kind !== 'listing'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={CONFIRM_COPY[pending?.kind ?? 'listing'].title}
        description={pending ? CONFIRM_COPY[pending.kind].description(pending.title) : ''}
        confirmLabel={CONFIRM_COPY[pending?.kind ?? 'listing'].label}
        busyLabel="Marking…"
        tone="primary"
        busy={markingSold || markingFulfilled || markingInactive}
        onConfirm={() => {
          if (!pending) return;
          if (pending.kind === 'request') markFulfilled(pending.id, { onSettled: close });
          else if (pending.kind === 'roommate') markInactive(pending.id, { onSettled: close });
          else markSold(pending.id, { onSettled: close });
        }}
      />
    </div>
  );
}

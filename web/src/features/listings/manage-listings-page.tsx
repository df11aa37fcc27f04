import { CheckCircle2, Layers, PackagePlus, Repeat, Tag } from 'lucide-react';
import { useState } from 'react';
import { useListMyListings } from '../../api/generated/listings/listings';
import type { OwnListing } from '../../api/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { LISTING_MESSAGES, useMarkSold } from './listing-actions';
import { OwnListingCard } from './own-listing-card';
import { OWN_GRID_CLASSES, OwnPostGridSkeleton } from '../../ui/posts/own-post-card';
import { CountStat, CreatePostLink, OwnPostsLoadFailed, ViewPostLink } from '../../ui/posts/own-post-parts';

/** The most own listings one call returns (the contract's page-size ceiling). */
const MANAGE_PAGE_SIZE = 100;

const CREATE_LISTING = { to: '/create-listing', icon: PackagePlus, label: 'Create Listing' };

/** /manage-listings: the student's available listings with counts, each with Mark Sold. */
export default function ManageListingsPage() {
  useDocumentTitle('Manage listings');
  const query = useListMyListings({ status: 'available', pageSize: MANAGE_PAGE_SIZE });
  const { markSold, isPending: marking } = useMarkSold();
  const [toMark, setToMark] = useState<OwnListing | null>(null);

  const items = query.data?.items ?? [];
  // Counted by the server over every listing, not just the page shown.
  const counts = query.data ? { total: query.data.total, ...query.data.counts } : null;

  let content;
  if (query.isPending) {
    content = <OwnPostGridSkeleton label="Loading your listings" />;
  } else if (query.isError) {
    content = <OwnPostsLoadFailed message={LISTING_MESSAGES.loadMineFailed} onRetry={() => void query.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState icon={Layers} title="You have no available listings." action={<CreatePostLink {...CREATE_LISTING} />}>
        Listings you sell or lend show up here until they are sold or expire.
      </EmptyState>
    );
  } else {
    content = (
      <ul className={OWN_GRID_CLASSES}>
        {items.map((listing) => (
          <li key={listing._id} className="grid">
            <OwnListingCard
              listing={listing}
              actions={
                <>
                  <ViewPostLink to={`/product/${listing._id}`} title={listing.title} />
                  <Button className="flex-1" onClick={() => setToMark(listing)} aria-label={`Mark Sold: ${listing.title}`}>
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                    Mark Sold
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="pb-16">
      <PageHeader eyebrow="Your listings" title="Manage your listings" lead="Mark a listing sold once it has found its new owner: it leaves the browse pages at once.">
        <div className="mt-6">
          <CreatePostLink {...CREATE_LISTING} variant="secondary" />
        </div>
      </PageHeader>
      <div className="container-page mt-6 space-y-8 sm:mt-8">
        {query.isError ? null : (
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            <CountStat icon={Layers} label="Total" value={counts?.total ?? null} tint="bg-primary-soft text-primary" />
            <CountStat icon={Tag} label="For Sale" value={counts?.sell ?? null} tint="bg-sky-50 text-sky-700" />
            <CountStat icon={Repeat} label="For Rent" value={counts?.lend ?? null} tint="bg-accent-soft text-accent-ink" />
          </dl>
        )}
        <section aria-label="Available listings">{content}</section>
      </div>

      <ConfirmDialog
        open={toMark !== null}
        onOpenChange={(open) => {
          if (!open) setToMark(null);
        }}
        title="Mark as sold?"
        description={toMark ? `“${toMark.title}” will be shown as Sold/Unavailable and leave the browse pages.` : ''}
        confirmLabel="Mark Sold"
        busyLabel="Marking…"
        tone="primary"
        busy={marking}
        onConfirm={() => {
          if (toMark) markSold(toMark._id, { onSettled: () => setToMark(null) });
        }}
      />
    </div>
  );
}

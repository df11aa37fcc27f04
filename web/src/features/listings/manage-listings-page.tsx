import { CheckCircle2, Eye, Layers, PackagePlus, Repeat, RefreshCw, Tag, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListMyListings } from '../../api/generated/listings/listings';
import type { OwnListing } from '../../api/generated/model';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { PageHeader } from '../../ui/page-header';
import { Skeleton } from '../../ui/skeleton';
import { LISTING_MESSAGES, useMarkSold } from './listing-actions';
import { OWN_GRID_CLASSES, OwnListingCard, OwnListingCardSkeleton } from './own-listing-card';

/** The most own listings one call returns (the contract's page-size ceiling). */
const MANAGE_PAGE_SIZE = 100;

function Stat({ icon: Icon, label, value, tint }: { icon: LucideIcon; label: string; value: number | null; tint: string }) {
  return (
    <div className="card relative p-3 sm:min-h-20 sm:py-5 sm:pl-[4.25rem] sm:pr-4">
      <dt className="text-sm text-fg-muted">
        <span className={`absolute left-4 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-lg sm:flex ${tint}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="tabular text-2xl font-bold text-fg">{value === null ? <Skeleton className="mt-1 h-7 w-10" /> : value}</dd>
    </div>
  );
}

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
    content = (
      <div role="status" aria-label="Loading your listings" className={OWN_GRID_CLASSES}>
        {[0, 1, 2].map((i) => (
          <OwnListingCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = (
      <Alert>
        <p className="font-semibold">{LISTING_MESSAGES.loadMineFailed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Alert>
    );
  } else if (items.length === 0) {
    content = (
      <EmptyState
        icon={Layers}
        title="You have no available listings."
        action={
          <Button asChild>
            <Link to="/create-listing">
              <PackagePlus aria-hidden="true" className="size-4" />
              Create Listing
            </Link>
          </Button>
        }
      >
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
                  <Button asChild variant="secondary" className="flex-1">
                    <Link to={`/product/${listing._id}`} aria-label={`View ${listing.title}`}>
                      <Eye aria-hidden="true" className="size-4" />
                      View
                    </Link>
                  </Button>
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
          <Button asChild variant="secondary">
            <Link to="/create-listing">
              <PackagePlus aria-hidden="true" className="size-4" />
              Create Listing
            </Link>
          </Button>
        </div>
      </PageHeader>
      <div className="container-page mt-6 space-y-8 sm:mt-8">
        {query.isError ? null : (
          <dl className="grid grid-cols-3 gap-3 sm:gap-4">
            <Stat icon={Layers} label="Total" value={counts?.total ?? null} tint="bg-primary-soft text-primary" />
            <Stat icon={Tag} label="For Sale" value={counts?.sell ?? null} tint="bg-sky-50 text-sky-700" />
            <Stat icon={Repeat} label="For Rent" value={counts?.lend ?? null} tint="bg-accent-soft text-accent-ink" />
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

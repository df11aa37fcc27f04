import { keepPreviousData } from '@tanstack/react-query';
import { Eye, Package, PackagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useListMyListings } from '../../api/generated/listings/listings';
import type { OwnListing } from '../../api/generated/model';
import { pluralize } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { LISTING_MESSAGES, useRemoveListing } from './listing-actions';
import { OWN_GRID_CLASSES, OwnListingCard, OwnListingCardSkeleton } from './own-listing-card';

const MY_LISTINGS_PAGE_SIZE = 12;

function AddProductButton() {
  return (
    <Button asChild>
      <Link to="/create-listing">
        <PackagePlus aria-hidden="true" className="size-4" />
        Add Product
      </Link>
    </Button>
  );
}

/** The Products sub-tab: every listing of the student (available, sold, expired), newest first. */
export function MyProductsPanel() {
  const [page, setPage] = useState(1);
  const query = useListMyListings(
    { status: 'all', page, pageSize: MY_LISTINGS_PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const { remove, isPending: deleting } = useRemoveListing();
  const [toDelete, setToDelete] = useState<OwnListing | null>(null);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading your listings" className={OWN_GRID_CLASSES}>
        {[0, 1, 2].map((i) => (
          <OwnListingCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <Alert>
        <p className="font-semibold">{LISTING_MESSAGES.loadMineFailed}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Alert>
    );
  }

  const { items, total, pageSize } = query.data;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  if (total === 0) {
    return (
      <EmptyState icon={Package} title="You have not listed any products yet." action={<AddProductButton />}>
        Sell or lend what you no longer use: it takes a minute.
      </EmptyState>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="tabular text-sm text-fg-muted">{pluralize(total, 'listing')}</p>
        <AddProductButton />
      </div>
      <ul className={`mt-4 ${OWN_GRID_CLASSES}`}>
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
                  <Button
                    variant="ghost"
                    className="flex-1 text-danger-ink hover:bg-danger-soft hover:text-danger-ink"
                    onClick={() => setToDelete(listing)}
                    aria-label={`Delete ${listing.title}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </Button>
                </>
              }
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-8" />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this listing?"
        description={toDelete ? `“${toDelete.title}” and its pictures will be removed for good.` : ''}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={deleting}
        onConfirm={() => {
          if (!toDelete) return;
          remove(toDelete._id, {
            onSuccess: () => {
              // The last card of a later page: step back a page.
              if (items.length === 1 && page > 1) setPage(page - 1);
            },
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}

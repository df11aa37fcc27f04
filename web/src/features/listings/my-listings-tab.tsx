import { keepPreviousData } from '@tanstack/react-query';
import { Eye, Megaphone, Package, PackagePlus, RefreshCw, Trash2, Users, type LucideIcon } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useListMyListings } from '../../api/generated/listings/listings';
import type { OwnListing } from '../../api/generated/model';
import { pluralize } from '../../lib/format';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { MyRequestsPanel } from '../requests/my-requests-panel';
import { MyRoommatePostsPanel } from '../roommates/my-roommate-posts-panel';
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

interface SubTab {
  value: string;
  label: string;
  icon: LucideIcon;
  panel: ComponentType;
}

/**
 * The sub-tabs of My Listings. Another kind of post joins with one line here, for example
 * `{ value: 'roommates', label: 'Roommate Posts', icon: Users, panel: MyRoommatePostsPanel }`.
 */
export const MY_LISTINGS_SUB_TABS: SubTab[] = [
  { value: 'products', label: 'Products', icon: Package, panel: MyProductsPanel },
  { value: 'requests', label: 'Requests', icon: Megaphone, panel: MyRequestsPanel },
  { value: 'roommates', label: 'Roommate Posts', icon: Users, panel: MyRoommatePostsPanel },
];

const subTabTrigger =
  'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-fg-muted transition-colors hover:bg-slate-100 hover:text-fg ' +
  'data-[state=active]:bg-primary-soft data-[state=active]:text-primary-ink data-[state=active]:ring-1 data-[state=active]:ring-emerald-200';

/** The profile's My Listings tab: sub-tabs per kind of post. */
export function MyListingsTab({ subTabs = MY_LISTINGS_SUB_TABS }: { subTabs?: SubTab[] }) {
  const [first] = subTabs;
  if (!first) return null;
  return (
    <Tabs.Root defaultValue={first.value}>
      <Tabs.List aria-label="My listings" className="flex flex-wrap gap-2">
        {subTabs.map(({ value, label, icon: Icon }) => (
          <Tabs.Trigger key={value} value={value} className={subTabTrigger}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {subTabs.map(({ value, panel: Panel }) => (
        <Tabs.Content key={value} value={value} className="mt-5 focus-visible:outline-none">
          <Panel />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

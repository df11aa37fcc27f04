import { Heart, Search, ShoppingBag } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Badge } from '../../ui/badge';
import { Button, buttonClasses } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { PageHeader } from '../../ui/page-header';
import { LISTING_GRID_CLASSES, ListingCard, ListingGridSkeleton } from '../../ui/posts/listing-card';
import { PostSlotsProvider, usePostSlots } from '../../ui/posts/post-slots';
import { RequestCard } from '../../ui/posts/request-card';
import { useWishlist } from './use-wishlist';
import { WishlistButton } from './wishlist-button';
import { useWishlistItems } from './use-wishlist-items';

export const WISHLIST_LOAD_FAILED = 'Failed to load your wishlist. Please try again.';

function EmptyWishlist() {
  return (
    <EmptyState
      icon={Heart}
      title="Your wishlist is empty."
      action={
        <>
          <Button asChild>
            <Link to="/products">
              <ShoppingBag aria-hidden="true" className="size-4" />
              Shop Products
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/request">
              <Search aria-hidden="true" className="size-4" />
              Browse Requests
            </Link>
          </Button>
        </>
      }
    >
      Tap the heart on a product or request to keep it here for later.
    </EmptyState>
  );
}

/**
 * Under each card: its status when it is no longer open, and the way in. The heart on the picture
 * (labelled 'Remove from wishlist') takes it off the list; phones' two-column cards leave no room
 * for a second remove button.
 */
function CardFooter({ to, viewLabel, closedLabel }: { to: string; viewLabel: string; closedLabel: string | null }) {
  return (
    <div className="space-y-2 border-t border-line pt-3">
      {closedLabel ? <Badge tone="danger">{closedLabel}</Badge> : null}
      <Link to={to} className={buttonClasses('secondary', 'sm', 'w-full')}>
        {viewLabel}
      </Link>
    </div>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="flex items-baseline gap-2 text-lg font-semibold text-fg">
        {title}
        <span className="tabular text-sm font-medium text-fg-muted">{count}</span>
      </h2>
      <ul className={LISTING_GRID_CLASSES}>{children}</ul>
    </section>
  );
}

/** /wishlist: the listings and requests saved in this browser (and on the account). */
export default function WishlistPage() {
  useDocumentTitle('Wishlist');
  const { ids, has } = useWishlist();
  const query = useWishlistItems(ids);
  // The cards' heart is this feature's own, so the page fills that slot itself.
  const slots = usePostSlots();
  const cardSlots = useMemo(() => ({ ...slots, Wishlist: WishlistButton }), [slots]);

  // A removed card leaves at once; the refetch for the shorter list runs behind it.
  const products = query.data?.products.filter((item) => has(item._id)) ?? [];
  const requests = query.data?.requests.filter((item) => has(item._id)) ?? [];
  const total = products.length + requests.length;

  let body: ReactNode;
  if (ids.length === 0) {
    body = <EmptyWishlist />;
  } else if (query.isPending) {
    body = <ListingGridSkeleton count={Math.min(ids.length, 8)} label="Loading your wishlist…" />;
  } else if (query.isError && !query.data) {
    body = <ErrorState title={WISHLIST_LOAD_FAILED} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (total === 0) {
    body = <EmptyWishlist />;
  } else {
    body = (
      <div className="space-y-10">
        {products.length > 0 ? (
          <Section id="wishlist-products" title="Products" count={products.length}>
            {products.map((listing, index) => (
              <li key={listing._id} className="grid">
                <ListingCard
                  listing={listing}
                  priority={index === 0}
                  footer={
                    <CardFooter
                      to={`/product/${listing._id}`}
                      viewLabel="View Details"
                      closedLabel={listing.isAvailable ? null : 'Sold/Unavailable'}
                    />
                  }
                />
              </li>
            ))}
          </Section>
        ) : null}
        {requests.length > 0 ? (
          <Section id="wishlist-requests" title="Requests" count={requests.length}>
            {requests.map((request) => (
              <li key={request._id} className="grid">
                <RequestCard
                  request={request}
                  footer={
                    <CardFooter
                      to={`/request/${request._id}`}
                      viewLabel="View Request"
                      closedLabel={request.isActive ? null : 'Fulfilled'}
                    />
                  }
                />
              </li>
            ))}
          </Section>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow="Wishlist"
        title="Your Wishlist Treasures"
        lead={total > 0 ? `${pluralize(total, 'saved item')} to come back to.` : 'Everything you save with the heart, in one place.'}
      />
      <div className="container-page py-8 sm:py-12">
        <PostSlotsProvider value={cardSlots}>{body}</PostSlotsProvider>
      </div>
    </>
  );
}

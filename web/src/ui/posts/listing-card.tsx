import { Flame, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingCard as ListingCardData } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { Skeleton } from '../skeleton';
import { CATEGORY_LABELS, CONDITION_LABELS, listingPriceLabel } from '../../lib/posts/listing-labels';
import { PostCardFrame, PostedBy } from './post-card-frame';
import { usePostSlots } from './post-slots';

/** The card grid of the browse pages and the home page: 2 columns on phones, 3–4 on desktop. */
export const LISTING_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

export function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full bg-slate-100 px-2 py-0.5 text-[0.7rem] font-medium text-slate-700 sm:text-xs',
        className,
      )}
    >
      {children}
    </span>
  );
}

export function BoostedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-slate-950 shadow-sm',
        className,
      )}
    >
      <Flame aria-hidden="true" className="size-3 fill-current" />
      Boosted
    </span>
  );
}


/** An accepted offer holds the listing for one buyer (offers): shown instead of Boosted on the card. */
export function ReservedBadge({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full bg-slate-900/85 px-2 py-0.5 text-xs font-bold text-white shadow-sm', className)}>
      <Lock aria-hidden="true" className="size-3" />
      Reserved
    </span>
  );
}

/**
 * A listing in a grid: picture with the wishlist heart, title, price or rental rate, seller and
 * date, condition and category. `footer` (for example the wishlist page's actions) sits above the card-wide link.
 */
export function ListingCard({
  listing,
  priority = false,
  footer,
}: {
  listing: ListingCardData;
  priority?: boolean;
  footer?: ReactNode;
}) {
  const { Wishlist } = usePostSlots();
  return (
    <PostCardFrame
      title={listing.title}
      href={`/product/${listing._id}`}
      image={listing.image}
      category={listing.category}
      priority={priority}
      badge={
        listing.isReserved ? (
          <ReservedBadge className="absolute left-2 top-2" />
        ) : listing.isBoosted ? (
          <BoostedBadge className="absolute left-2 top-2" />
        ) : null
      }
      corner={<Wishlist itemId={listing._id} />}
      amount={listingPriceLabel(listing)}
      byline={<PostedBy name={listing.seller?.fullName ?? 'Anonymous seller'} at={listing.createdAt} />}
      chips={
        <>
          <Chip className="bg-primary-soft text-primary-ink">{CONDITION_LABELS[listing.condition]}</Chip>
          <Chip>{CATEGORY_LABELS[listing.category]}</Chip>
        </>
      }
      footer={footer}
    />
  );
}

/** The card's placeholder, of the same shape. */
export function ListingCardSkeleton() {
  return (
    <div className="card flex flex-col overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-1 h-6 w-20" />
        <Skeleton className="h-3 w-28" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/** A grid of `count` placeholders, announced once as loading. */
export function ListingGridSkeleton({ count = 8, label = 'Loading listings…' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className={LISTING_GRID_CLASSES}>
      {Array.from({ length: count }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}

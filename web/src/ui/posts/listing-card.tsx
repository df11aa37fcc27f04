import { ImageOff, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListingCard as ListingCardData } from '../../api/generated/model';
import { cn } from '../../lib/cn';
import { Skeleton } from '../skeleton';
import { CATEGORY_LABELS, CONDITION_LABELS, listingPriceLabel } from '../../lib/posts/listing-labels';
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
      <Zap aria-hidden="true" className="size-3 fill-current" />
      Boosted
    </span>
  );
}

/**
 * The 600×450 picture of a listing, or a quiet placeholder when it has none. The first card of a
 * page loads eagerly with high priority (it is usually the largest paint); the rest lazily.
 */
export function ListingImage({
  image,
  priority = false,
  className,
}: {
  image: ListingCardData['image'];
  priority?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-slate-100 text-slate-400', className)}>
        <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={image.cardUrl}
      alt=""
      width={600}
      height={450}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('size-full object-cover', className)}
    />
  );
}

/**
 * A listing in a grid: picture with the wishlist heart, title, price or rental rate, condition and
 * category. `footer` (for example the wishlist page's actions) sits above the card-wide link.
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
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-primary">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <ListingImage
          image={listing.image}
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {listing.isBoosted ? <BoostedBadge className="absolute left-2 top-2" /> : null}
        <div className="absolute right-2 top-2 z-10">
          <Wishlist itemId={listing._id} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 min-h-[2lh] text-sm font-semibold leading-snug text-fg sm:text-base">
          {/* The title's link covers the whole card. */}
          <Link
            to={`/product/${listing._id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="tabular text-base font-bold text-fg sm:text-lg">{listingPriceLabel(listing)}</p>
        <div className="mt-auto flex flex-wrap gap-1.5">
          <Chip className="bg-primary-soft text-primary-ink">{CONDITION_LABELS[listing.condition]}</Chip>
          <Chip>{CATEGORY_LABELS[listing.category]}</Chip>
        </div>
        {footer ? <div className="relative z-10">{footer}</div> : null}
      </div>
    </article>
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

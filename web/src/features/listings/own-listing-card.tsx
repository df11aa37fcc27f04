import { CalendarClock, CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OwnListing } from '../../api/generated/model';
import { Badge, type BadgeTone } from '../../ui/badge';
import { Skeleton } from '../../ui/skeleton';
import { expiryBadge, type ExpiryBadge } from './expiry-badge';
import { BoostedBadge, Chip, ListingImage } from './listing-card';
import { CATEGORY_LABELS, LISTING_TYPE_LABELS, listingPriceLabel } from './listing-labels';

const EXPIRY_TONES: Record<ExpiryBadge['kind'], BadgeTone> = {
  expired: 'danger',
  soon: 'warning',
  later: 'neutral',
};

/** The grid of one's own listings (profile and manage pages). */
export const OWN_GRID_CLASSES = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/**
 * One of the student's own listings: picture, title, price, the first 100 characters of the
 * description, its expiry badge, and the actions the page offers.
 */
export function OwnListingCard({ listing, actions }: { listing: OwnListing; actions: ReactNode }) {
  const expiry = listing.isAvailable ? expiryBadge(listing.expirationDate) : null;
  return (
    <article className="card flex flex-col overflow-hidden">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100 sm:aspect-[4/3]">
        <ListingImage image={listing.image} className={listing.isAvailable ? undefined : 'grayscale'} />
        {listing.isBoosted ? <BoostedBadge className="absolute left-2 top-2" /> : null}
        {!listing.isAvailable ? (
          <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1.5 bg-slate-950/70 py-1.5 text-sm font-semibold text-white">
            <CircleSlash aria-hidden="true" className="size-4" />
            Sold/Unavailable
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Chip className="bg-sky-50 text-sky-800">{LISTING_TYPE_LABELS[listing.listingType]}</Chip>
          <Chip>{CATEGORY_LABELS[listing.category]}</Chip>
          {expiry ? (
            <Badge tone={EXPIRY_TONES[expiry.kind]} icon={<CalendarClock aria-hidden="true" className="size-3.5" />} className="ml-auto">
              {expiry.label}
            </Badge>
          ) : null}
        </div>
        <h3 className="line-clamp-2 font-semibold leading-snug text-fg">{listing.title}</h3>
        <p className="tabular text-lg font-bold text-fg">{listingPriceLabel(listing)}</p>
        <p className="line-clamp-3 text-sm text-fg-muted">{listing.descriptionPreview}</p>
        <div className="mt-auto flex gap-2 pt-2">{actions}</div>
      </div>
    </article>
  );
}

export function OwnListingCardSkeleton() {
  return (
    <div className="card overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[16/9] w-full rounded-none sm:aspect-[4/3]" />
      <div className="space-y-2 p-4">
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
        </div>
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-2 pt-2">
          <Skeleton className="h-10 flex-1" />
          <Skeleton className="h-10 flex-1" />
        </div>
      </div>
    </div>
  );
}

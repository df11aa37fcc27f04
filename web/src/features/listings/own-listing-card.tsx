import { CircleSlash, EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { OwnListing } from '@thriftz/client/generated/model';
import { BoostedBadge, Chip } from '../../ui/posts/listing-card';
import { CATEGORY_LABELS, LISTING_TYPE_LABELS, listingPriceLabel } from '../../lib/posts/listing-labels';
import { OwnPostCard } from '../../ui/posts/own-post-card';

/** One of the student's own listings; a sold one shows as Sold/Unavailable, a hidden one says why. */
export function OwnListingCard({ listing, actions }: { listing: OwnListing; actions: ReactNode }) {
  return (
    <OwnPostCard
      post={listing}
      category={listing.category}
      active={listing.isAvailable}
      badge={listing.isBoosted ? <BoostedBadge className="absolute left-2 top-2" /> : null}
      markedBanner={listing.hiddenReason ? { icon: EyeOff, label: 'Hidden by moderators' } : { icon: CircleSlash, label: 'Sold/Unavailable' }}
      notice={listing.hiddenReason ? `Hidden by moderators: ${listing.hiddenReason}` : null}
      chips={
        <>
          <Chip className="bg-sky-50 text-sky-800">{LISTING_TYPE_LABELS[listing.listingType]}</Chip>
          <Chip>{CATEGORY_LABELS[listing.category]}</Chip>
        </>
      }
      price={listingPriceLabel(listing)}
      actions={actions}
    />
  );
}

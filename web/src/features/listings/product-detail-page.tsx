import { CalendarDays, CheckCircle2, Clock, Lock, MapPin, PackageX, Tag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetListing } from '@thriftz/client/generated/listings/listings';
import type { Listing, Person } from '@thriftz/client/generated/model';
import { getGetUserQueryKey, useGetUser } from '@thriftz/client/generated/users/users';
import { formatDate, formatMonthYear, formatRupees } from '../../lib/format';
import { CATEGORY_LABELS, CONDITION_LABELS, LISTING_TYPE_LABELS, listingPriceLabel, productAgeLabel } from '../../lib/posts/listing-labels';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { AnonymousPersonCard, ClosedNotice, ContactRow, PersonCard, ShareButton, WhatsAppButton } from '../../ui/posts/detail-contact';
import { coordinates, DetailLayout, type DetailDescription } from '../../ui/posts/detail-layout';
import { DetailStates } from '../../ui/posts/detail-page-parts';
import { BoostedBadge } from '../../ui/posts/listing-card';
import { MeetingSpotLine } from '../../ui/posts/meeting-spot-line';
import { OwnerActionsPanel } from '../../ui/posts/owner-actions-panel';
import { PostCreatedBanner } from '../../ui/posts/post-created-banner';
import { usePostSlots } from '../../ui/posts/post-slots';
import { useOfferSlots } from '../../ui/offer-slots';
import { LISTING_MESSAGES, useMarkSold, useRemoveListing } from './listing-actions';
import { WhoBoughtDialog } from './who-bought-dialog';

function DetailSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10" role="status" aria-label="Loading the listing">
      <Skeleton className="h-8 w-20" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <div className="mt-3 flex gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="size-16 rounded-lg sm:size-20" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-6 w-32 rounded-full" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-10 w-40" />
          <div className="flex gap-3">
            <Skeleton className="h-12 flex-1" />
            <Skeleton className="h-12 w-28" />
          </div>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

/** The seller, or only their alias when the listing is anonymous (to anyone but its owner). */
function SellerCard({ listing }: { listing: Listing }) {
  const { Report } = usePostSlots();
  const seller: Person | null = listing.isAnonymous && !listing.isOwner ? null : listing.seller;
  const profile = useGetUser(seller?.uid ?? '', {
    query: { queryKey: getGetUserQueryKey(seller?.uid ?? ''), enabled: Boolean(seller), staleTime: 300_000 },
  });
  const alias = listing.anonymousName || 'Anonymous seller';

  if (!seller) return <AnonymousPersonCard role="Seller" alias={alias} note="Listed anonymously" />;
  return (
    <PersonCard
      role="Seller"
      person={seller}
      isOwner={listing.isOwner}
      action={listing.isOwner ? null : <Report itemType="user" itemId={seller._id} />}
    >
      {profile.data?.joinedDate ? (
        <p className="text-sm text-fg-muted">
          Member since <span className="whitespace-nowrap">{formatMonthYear(profile.data.joinedDate)}</span>
        </p>
      ) : profile.isPending ? (
        <Skeleton className="mt-1 h-4 w-36" />
      ) : null}
      {listing.isOwner && listing.isAnonymous ? <p className="mt-1 text-sm text-fg-muted">Others see “{alias}”.</p> : null}
    </PersonCard>
  );
}

const shareText = (listing: Listing) => `${listing.title} on Thriftz`;

const browseOf = (listing: Listing) => (listing.listingType === 'lend' ? '/borrow' : '/products');

function ContactButtons({ listing }: { listing: Listing }) {
  const { StartChat } = usePostSlots();
  const { MakeOffer } = useOfferSlots();
  if (!listing.isAvailable) {
    // The server refuses new chats about a sold listing: no buttons that cannot work.
    return (
      <div className="space-y-3">
        <ClosedNotice
          title={listing.listingType === 'lend' ? 'No longer available to borrow' : 'This item has been sold'}
          text="The seller marked it Sold/Unavailable, so it can no longer be contacted about."
          browseTo={browseOf(listing)}
          browseLabel={listing.listingType === 'lend' ? 'Browse other rentals' : 'Browse other products'}
        />
        <ShareButton title={listing.title} text={shareText(listing)} />
      </div>
    );
  }
  // Reserved for another buyer (an accepted offer): no new chats or offers until it ends; the offer slot says so.
  const heldForOther = listing.isReserved === true && !listing.reservedForYou;
  if (heldForOther) {
    return (
      <div className="space-y-3">
        {MakeOffer ? <MakeOffer listing={listing} /> : null}
        <ShareButton title={listing.title} text={shareText(listing)} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
    {MakeOffer ? <MakeOffer listing={listing} /> : null}
    <ContactRow>
      {/* In-App Chat is hidden for anonymous listings (document 1, product detail). */}
      <StartChat
        kind={listing.listingType === 'lend' ? 'borrow' : 'product'}
        itemId={listing._id}
        ownerId={listing.seller?.uid}
        hidden={listing.isAnonymous}
      />
      <WhatsAppButton phone={listing.seller?.phone} message={`Hi! Is “${listing.title}” still available? I saw it on Thriftz.`} />
      <ShareButton title={listing.title} text={shareText(listing)} size="lg" className="shrink-0" />
    </ContactRow>
    </div>
  );
}

/** A lend listing is not sold: its owner marks it unavailable (status Sold/Unavailable, document 1). */
const MARK_WORDS = {
  sell: { label: 'Mark as Sold', title: 'Mark as Sold?' },
  lend: { label: 'Mark as Unavailable', title: 'Mark as Unavailable?' },
} as const;

function OwnerActions({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const { markSold, isPending: marking } = useMarkSold();
  const { remove, isPending: deleting } = useRemoveListing();
  const words = MARK_WORDS[listing.listingType];
  // A sale gets the "Who bought it?" step (the buyer may then be rated); a lend listing keeps the plain confirmation.
  const [askBuyer, setAskBuyer] = useState(false);
  const isSale = listing.listingType === 'sell';

  return (
    <OwnerActionsPanel
      heading="This is your listing"
      editTo={`/product/${listing._id}/edit`}
      mark={{
        show: listing.isAvailable && !isSale,
        label: words.label,
        icon: CheckCircle2,
        title: words.title,
        description: `“${listing.title}” will be shown as Sold/Unavailable and leave the browse pages. This cannot be undone.`,
        confirmLabel: words.label,
        busy: marking,
        onConfirm: (close) => markSold(listing._id, { onSettled: close }),
      }}
      remove={{
        title: 'Delete this listing?',
        description: `“${listing.title}” and its pictures will be removed for good.`,
        busy: deleting,
        onConfirm: (close) => remove(listing._id, { onSuccess: () => navigate('/profile?tab=listings'), onSettled: close }),
      }}
    >
      {isSale && listing.isAvailable ? (
        <>
          <Button onClick={() => setAskBuyer(true)} aria-haspopup="dialog">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {words.label}
          </Button>
          <WhoBoughtDialog listing={listing} open={askBuyer} onOpenChange={setAskBuyer} />
        </>
      ) : null}
      <ShareButton title={listing.title} text={shareText(listing)} className="shrink-0" />
    </OwnerActionsPanel>
  );
}

/** A listing's detail page, described. */
function useListingDetail(listing: Listing): DetailDescription {
  const { Wishlist, Report } = usePostSlots();
  const deposit = listing.rentalRate?.deposit;
  return {
    title: listing.title,
    images: listing.images,
    category: listing.category,
    backTo: browseOf(listing),
    // A sold listing shows only its sold state, not what it was offered as.
    badges: listing.isAvailable ? (
      <>
        <Badge tone={listing.listingType === 'lend' ? 'info' : 'neutral'}>{LISTING_TYPE_LABELS[listing.listingType]}</Badge>
        {listing.isReserved ? null : (
          <Badge tone="success" icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}>
            Available
          </Badge>
        )}
        {listing.isBoosted ? <BoostedBadge /> : null}
        {listing.isReserved ? (
          <Badge tone="warning" icon={<Lock aria-hidden="true" className="size-3.5" />}>
            {listing.reservedForYou ? 'Reserved for you' : 'Reserved'}
          </Badge>
        ) : null}
      </>
    ) : (
      <Badge tone="danger" icon={<PackageX aria-hidden="true" className="size-3.5" />}>
        Sold/Unavailable
      </Badge>
    ),
    price: listingPriceLabel(listing),
    priceNote: deposit ? `Deposit ${formatRupees(deposit, { whole: true })}` : null,
    headerActions: listing.isOwner || !listing.isAvailable ? null : (
      <>
        <Wishlist itemId={listing._id} variant="full" />
        <Report itemType="listing" itemId={listing._id} />
      </>
    ),
    panel: (
      <>
        <MeetingSpotLine spot={listing.meetingSpot} />
        {listing.isOwner ? <OwnerActions listing={listing} /> : <ContactButtons listing={listing} />}
      </>
    ),
    person: <SellerCard listing={listing} />,
    factLabelWidth: 'w-36',
    facts: [
      { icon: CheckCircle2, label: 'Condition', value: CONDITION_LABELS[listing.condition] },
      { icon: Tag, label: 'Category', value: CATEGORY_LABELS[listing.category] },
      { icon: Clock, label: 'Product age', value: productAgeLabel(listing.productAge) },
      { icon: CalendarDays, label: 'Posted', value: formatDate(listing.createdAt) },
      listing.location ? { icon: MapPin, label: 'Location', value: coordinates(listing.location) } : null,
    ],
    description: listing.description,
    tags: listing.tags,
  };
}

function ListingDetail({ listing }: { listing: Listing }) {
  return (
    <>
      <PostCreatedBanner noun="listing" title={listing.title} createAnotherTo={`/create-listing?type=${listing.listingType}`} />
      <DetailLayout post={useListingDetail(listing)} />
    </>
  );
}

/** /product/:id: one listing in full, with contact and sharing (or the owner's actions). */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailStates
      query={useGetListing(id)}
      states={{
        skeleton: <DetailSkeleton />,
        notFound: {
          icon: PackageX,
          title: LISTING_MESSAGES.notFound,
          browseTo: '/products',
          browseLabel: 'Browse other products',
          text: 'It may have been sold, removed, or its listing may have expired.',
        },
        failedTitle: 'Failed to load the listing. Please try again.',
      }}
    >
      {(listing) => <ListingDetail listing={listing} />}
    </DetailStates>
  );
}

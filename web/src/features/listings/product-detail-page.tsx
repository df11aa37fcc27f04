import {
  CalendarDays,
  CheckCircle2,
  ChevronRight,
  Clock,
  EyeOff,
  MapPin,
  MessageCircle,
  PackageX,
  Share2,
  Tag,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../api/fetcher';
import { useGetListing } from '../../api/generated/listings/listings';
import type { Listing, Person } from '../../api/generated/model';
import { getGetUserQueryKey, useGetUser } from '../../api/generated/users/users';
import { formatDate, formatMonthYear, formatRupees } from '../../lib/format';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, shareOrCopy } from '../../lib/share';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { loginPath } from '../../lib/return-to';
import { useCurrentUser } from '../../lib/use-current-user';
import { DetailLoadFailed, DetailNotFound } from '../../ui/posts/detail-page-parts';
import { LISTING_MESSAGES, useMarkSold, useRemoveListing } from './listing-actions';
import { BoostedBadge } from '../../ui/posts/listing-card';
import { OwnerActionsPanel } from '../../ui/posts/owner-actions-panel';
import {
  CATEGORY_LABELS,
  CONDITION_LABELS,
  LISTING_TYPE_LABELS,
  listingPriceLabel,
  productAgeLabel,
} from '../../lib/posts/listing-labels';
import { ProductGallery } from '../../ui/posts/product-gallery';
import { whatsappLink } from '../../lib/posts/whatsapp';
import { usePostSlots } from '../../ui/posts/post-slots';

const coordinate = (value: number) => value.toFixed(5);

function DetailSkeleton() {
  return (
    <div className="container-page py-6 sm:py-10" role="status" aria-label="Loading the listing">
      <Skeleton className="h-4 w-48" />
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

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-3">
      <dt className="flex w-36 shrink-0 items-center gap-3 text-sm text-fg-muted">
        <span className="text-fg-subtle">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 flex-1 text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

function SellerCard({ listing }: { listing: Listing }) {
  const { Report } = usePostSlots();
  const seller: Person | null = listing.isAnonymous && !listing.isOwner ? null : listing.seller;
  const profile = useGetUser(seller?.uid ?? '', {
    query: { queryKey: getGetUserQueryKey(seller?.uid ?? ''), enabled: Boolean(seller), staleTime: 300_000 },
  });

  if (!seller) {
    return (
      <Card className="flex items-center gap-4 p-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-fg-subtle">
          <EyeOff aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">Seller</p>
          <p className="truncate font-semibold text-fg">{listing.anonymousName || 'Anonymous seller'}</p>
          <p className="text-sm text-fg-muted">Listed anonymously</p>
        </div>
      </Card>
    );
  }

  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={seller.fullName} src={seller.profileImage} size="md" className="size-12 text-base" />
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">Seller</p>
        <p className="truncate font-semibold text-fg">
          {seller.fullName}
          {listing.isOwner ? <span className="ml-1.5 text-sm font-normal text-fg-muted">(you)</span> : null}
        </p>
        {profile.data?.joinedDate ? (
          <p className="text-sm text-fg-muted">Member since {formatMonthYear(profile.data.joinedDate)}</p>
        ) : profile.isPending ? (
          <Skeleton className="mt-1 h-4 w-36" />
        ) : null}
        {listing.isOwner && listing.isAnonymous ? (
          <p className="mt-1 text-sm text-fg-muted">Others see “{listing.anonymousName || 'Anonymous seller'}”.</p>
        ) : null}
      </div>
      {listing.isOwner ? null : (
        <div className="ml-auto shrink-0">
          <Report itemType="user" itemId={seller._id} />
        </div>
      )}
    </Card>
  );
}

/** Native share when there is one, else copies this page's address. */
function ShareButton({ title, size = 'md' }: { title: string; size?: 'md' | 'lg' }) {
  const share = async () => {
    try {
      const result = await shareOrCopy({ title, text: `${title} on Thriftz`, url: window.location.href });
      if (result === 'copied') toast.success(LINK_COPIED_MESSAGE);
    } catch {
      toast.error(COPY_FAILED_MESSAGE);
    }
  };
  return (
    <Button variant="secondary" size={size} onClick={() => void share()} className="shrink-0">
      <Share2 aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-4'} />
      Share
    </Button>
  );
}

function ContactButtons({ listing }: { listing: Listing }) {
  const { StartChat } = usePostSlots();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();

  const link = user ? whatsappLink(listing.seller?.phone, `Hi! Is “${listing.title}” still available? I saw it on Thriftz.`) : null;
  const whatsappClasses = buttonClasses('primary', 'lg', 'min-w-36 flex-1 bg-[#0f7a3f] hover:bg-[#0b6534]');
  const whatsappLabel = (
    <>
      <MessageCircle aria-hidden="true" className="size-5" />
      WhatsApp
    </>
  );

  return (
    <div className="flex flex-wrap gap-3">
      {/* In-App Chat is hidden for anonymous listings (document 1, product detail). */}
      <StartChat
        kind={listing.listingType === 'lend' ? 'borrow' : 'product'}
        itemId={listing._id}
        ownerId={listing.seller?.uid}
        hidden={listing.isAnonymous}
        className="min-w-36 flex-1"
      />
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer" className={whatsappClasses}>
          {whatsappLabel}
        </a>
      ) : (
        <button
          type="button"
          className={whatsappClasses}
          onClick={() => {
            if (!user) navigate(loginPath(location.pathname + location.search));
            else toast.error(LISTING_MESSAGES.noWhatsapp);
          }}
        >
          {whatsappLabel}
        </button>
      )}
      <ShareButton title={listing.title} size="lg" />
    </div>
  );
}

function OwnerActions({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const { markSold, isPending: marking } = useMarkSold();
  const { remove, isPending: deleting } = useRemoveListing();

  return (
    <OwnerActionsPanel
      heading="This is your listing"
      mark={{
        show: listing.isAvailable,
        label: 'Mark as Sold',
        icon: CheckCircle2,
        title: 'Mark as Sold?',
        description: `“${listing.title}” will be shown as Sold/Unavailable and leave the browse pages. This cannot be undone.`,
        confirmLabel: 'Mark as Sold',
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
      <ShareButton title={listing.title} />
    </OwnerActionsPanel>
  );
}

function ListingDetail({ listing }: { listing: Listing }) {
  const { Wishlist, Report } = usePostSlots();
  useDocumentTitle(listing.title);
  const browse = listing.listingType === 'lend' ? { to: '/borrow', label: 'Borrow & Lend' } : { to: '/products', label: 'Buy & Sell' };
  const deposit = listing.rentalRate?.deposit;

  return (
    <div className="container-page pb-16 pt-5 sm:pt-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-fg-muted">
          <li>
            <Link to={browse.to} className="rounded hover:text-fg hover:underline">
              {browse.label}
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4 text-slate-300" />
          </li>
          <li>
            <Link to={`${browse.to}?category=${listing.category}`} className="rounded hover:text-fg hover:underline">
              {CATEGORY_LABELS[listing.category]}
            </Link>
          </li>
        </ol>
      </nav>

      {/* Phones: gallery, facts, description. Desktop: gallery over description, facts beside them. */}
      <div className="mt-4 grid gap-8 lg:mt-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ProductGallery images={listing.images} title={listing.title} />
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={listing.listingType === 'lend' ? 'info' : 'neutral'}>{LISTING_TYPE_LABELS[listing.listingType]}</Badge>
              {listing.isAvailable ? (
                <Badge tone="success" icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}>
                  Available
                </Badge>
              ) : (
                <Badge tone="danger" icon={<PackageX aria-hidden="true" className="size-3.5" />}>
                  Sold/Unavailable
                </Badge>
              )}
              {listing.isBoosted ? <BoostedBadge /> : null}
            </div>
            <h1 className="mt-3 break-words text-xl font-bold tracking-tight text-fg sm:text-3xl">{listing.title}</h1>
            <p className="tabular mt-3 text-2xl font-extrabold text-fg sm:text-3xl">{listingPriceLabel(listing)}</p>
            {deposit ? (
              <p className="tabular mt-1 text-sm font-medium text-fg-muted">Deposit {formatRupees(deposit, { whole: true })}</p>
            ) : null}
            {listing.isOwner ? null : (
              <div className="mt-4 flex flex-wrap items-center gap-2">
                <Wishlist itemId={listing._id} variant="full" />
                <Report itemType="listing" itemId={listing._id} />
              </div>
            )}
          </div>

          {listing.isOwner ? <OwnerActions listing={listing} /> : <ContactButtons listing={listing} />}

          <SellerCard listing={listing} />

          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-base font-semibold text-fg">
              Details
            </h2>
            <dl className="mt-1 divide-y divide-line">
              <Fact icon={<CheckCircle2 aria-hidden="true" className="size-4" />} label="Condition">
                {CONDITION_LABELS[listing.condition]}
              </Fact>
              <Fact icon={<Tag aria-hidden="true" className="size-4" />} label="Category">
                {CATEGORY_LABELS[listing.category]}
              </Fact>
              <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Product age">
                {productAgeLabel(listing.productAge)}
              </Fact>
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Posted">
                {formatDate(listing.createdAt)}
              </Fact>
              {listing.location ? (
                <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="Location">
                  <span className="tabular">
                    {coordinate(listing.location.lat)}, {coordinate(listing.location.lng)}
                  </span>
                </Fact>
              ) : null}
            </dl>
          </section>
        </div>

        <section aria-labelledby="description-heading" className="min-w-0 lg:col-start-1 lg:row-start-2">
          <h2 id="description-heading" className="text-lg font-semibold text-fg">
            Description
          </h2>
          <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-fg-muted">{listing.description}</p>
          {listing.tags.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
              {listing.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** /product/:id: one listing in full, with contact and sharing (or the owner's actions). */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const query = useGetListing(id);

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <DetailNotFound
          icon={PackageX}
          title={LISTING_MESSAGES.notFound}
          browseTo="/products"
          browseLabel="Browse other products"
        >
          It may have been sold, removed, or its listing may have expired.
        </DetailNotFound>
      );
    }
    return (
      <DetailLoadFailed
        title="Failed to load the listing. Please try again."
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ListingDetail listing={query.data} />;
}

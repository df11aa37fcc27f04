import {
  BedDouble,
  CalendarClock,
  CalendarDays,
  CircleDot,
  CircleSlash,
  Contact,
  Hourglass,
  MapPin,
  MessageCircle,
  SearchX,
  Share2,
  Sparkles,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../api/fetcher';
import { useGetRoommatePost } from '../../api/generated/roommates/roommates';
import type { RoommatePost } from '../../api/generated/model';
import { formatDate } from '../../lib/format';
import { COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, shareOrCopy } from '../../lib/share';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Avatar } from '../../ui/avatar';
import { Badge } from '../../ui/badge';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { loginPath } from '../../lib/return-to';
import { useCurrentUser } from '../../lib/use-current-user';
import { BackButton, DetailLoadFailed, DetailNotFound, DetailSkeleton } from '../../ui/posts/detail-page-parts';
import { OwnerActionsPanel } from '../../ui/posts/owner-actions-panel';
import { ProductGallery } from '../../ui/posts/product-gallery';
import { whatsappLink } from '../../lib/posts/whatsapp';
import { ROOMMATE_MESSAGES, useMarkInactive, useRemoveRoommatePost } from './roommate-actions';
import { AccommodationBadge } from '../../ui/posts/roommate-card';
import { ACCOMMODATION_LABELS, budgetLabel, genderPreferenceLabel } from '../../lib/posts/roommate-labels';
import { usePostSlots } from '../../ui/posts/post-slots';

const coordinate = (value: number) => value.toFixed(5);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-3">
      <dt className="flex w-40 shrink-0 items-center gap-3 text-sm text-fg-muted">
        <span className="text-fg-subtle">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 flex-1 break-words text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

function PosterCard({ post }: { post: RoommatePost }) {
  const poster = post.postedBy;
  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={poster.fullName} src={poster.profileImage} size="md" className="size-12 text-base" />
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">Posted by</p>
        <p className="truncate font-semibold text-fg">
          {poster.fullName}
          {post.isOwner ? <span className="ml-1.5 text-sm font-normal text-fg-muted">(you)</span> : null}
        </p>
        <p className="text-sm text-fg-muted">
          on <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
      </div>
    </Card>
  );
}

/** Native share when there is one, else copies this page's address. */
function ShareButton({ title }: { title: string }) {
  const share = async () => {
    try {
      const result = await shareOrCopy({ title, text: `Roommate wanted: ${title} (on Thriftz)`, url: window.location.href });
      if (result === 'copied') toast.success(LINK_COPIED_MESSAGE);
    } catch {
      toast.error(COPY_FAILED_MESSAGE);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      Share
    </Button>
  );
}

/**
 * In-App Chat and WhatsApp to the poster (+91 added when the number has none). The phone reaches
 * signed-in students only, so visitors are sent to log in first.
 */
function ContactBlock({ post }: { post: RoommatePost }) {
  const { StartChat } = usePostSlots();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();

  const link = user
    ? whatsappLink(post.postedBy.phone, `Hi! I saw your roommate request “${post.title}” on Thriftz. Is the place still available?`)
    : null;
  const whatsappClasses = buttonClasses('primary', 'lg', 'w-full bg-[#0f7a3f] hover:bg-[#0b6534]');
  const whatsappLabel = (
    <>
      <MessageCircle aria-hidden="true" className="size-5" />
      WhatsApp
    </>
  );

  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-line p-4">
      <h2 id="contact-heading" className="text-sm font-semibold text-fg">
        Interested? Get in touch
      </h2>
      {/* One or two buttons side by side, each as wide as the other. */}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:[&>*]:flex-1">
        <StartChat kind="roommate" itemId={post._id} ownerId={post.postedBy.uid} />
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
              else toast.error(ROOMMATE_MESSAGES.noWhatsapp);
            }}
          >
            {whatsappLabel}
          </button>
        )}
      </div>
      <p className="mt-3 text-sm text-fg-muted">
        <span className="font-medium text-fg">How to reach them:</span> {post.contactInfo}
      </p>
    </section>
  );
}

function OwnerActions({ post }: { post: RoommatePost }) {
  const navigate = useNavigate();
  const { markInactive, isPending: marking } = useMarkInactive();
  const { remove, isPending: deleting } = useRemoveRoommatePost();

  return (
    <OwnerActionsPanel
      heading="This is your roommate request"
      mark={{
        show: post.isActive,
        label: 'Mark as Inactive',
        icon: CircleSlash,
        title: 'Mark as inactive?',
        description: `“${post.title}” will leave the roommate finder. This cannot be undone.`,
        confirmLabel: 'Mark as Inactive',
        busy: marking,
        onConfirm: (close) => markInactive(post._id, { onSettled: close }),
      }}
      remove={{
        title: 'Delete this roommate request?',
        description: `“${post.title}” and its pictures will be removed for good.`,
        busy: deleting,
        onConfirm: (close) => remove(post._id, { onSuccess: () => navigate('/profile?tab=listings'), onSettled: close }),
      }}
    />
  );
}

function RoommateDetail({ post }: { post: RoommatePost }) {
  useDocumentTitle(post.title);
  const { gender, ageRange, otherPreferences } = post.roommatePreferences;

  return (
    <div className="container-page pb-16 pt-4 sm:pt-6">
      <BackButton fallback="/roommate-finder" />

      {/* Phones: gallery, facts, description. Desktop: gallery over description, facts beside them. */}
      <div className="mt-3 grid gap-8 lg:mt-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ProductGallery images={post.images} title={post.title} />
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <AccommodationBadge card={post} />
              {post.isActive ? (
                <Badge tone="success" icon={<CircleDot aria-hidden="true" className="size-3.5" />}>
                  Active
                </Badge>
              ) : (
                <Badge tone="neutral" icon={<CircleSlash aria-hidden="true" className="size-3.5" />}>
                  Inactive
                </Badge>
              )}
            </div>
            <h1 className="mt-3 break-words text-xl font-bold tracking-tight text-fg sm:text-3xl">{post.title}</h1>
            <p className="tabular mt-3 text-2xl font-extrabold text-fg sm:text-3xl">{budgetLabel(post.budget)}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="About this roommate request">
              <li>
                <Badge tone="info">{genderPreferenceLabel(gender)}</Badge>
              </li>
              {ageRange ? (
                <li>
                  <Badge>Age {ageRange}</Badge>
                </li>
              ) : null}
            </ul>
          </div>

          <div className="flex flex-wrap items-center gap-2">
            <ShareButton title={post.title} />
            {/* Reports cover listings, requests and users only: roommate posts have no Report button. */}
          </div>

          {post.isOwner ? <OwnerActions post={post} /> : <ContactBlock post={post} />}

          <PosterCard post={post} />

          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-base font-semibold text-fg">
              Details
            </h2>
            <dl className="mt-1 divide-y divide-line">
              <Fact icon={<BedDouble aria-hidden="true" className="size-4" />} label="Accommodation">
                {ACCOMMODATION_LABELS[post.accommodationType]}
              </Fact>
              <Fact icon={<UserRound aria-hidden="true" className="size-4" />} label="Gender preference">
                {genderPreferenceLabel(gender)}
              </Fact>
              <Fact icon={<Hourglass aria-hidden="true" className="size-4" />} label="Age range">
                {ageRange || 'No preference'}
              </Fact>
              <Fact icon={<Sparkles aria-hidden="true" className="size-4" />} label="Other preferences">
                <span className="whitespace-pre-line">{otherPreferences || 'None'}</span>
              </Fact>
              <Fact icon={<Contact aria-hidden="true" className="size-4" />} label="Contact info">
                {post.contactInfo}
              </Fact>
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Posted">
                {formatDate(post.createdAt)}
              </Fact>
              <Fact icon={<CalendarClock aria-hidden="true" className="size-4" />} label="Expires">
                {formatDate(post.expirationDate)}
              </Fact>
              <Fact icon={<CircleDot aria-hidden="true" className="size-4" />} label="Status">
                {post.isActive ? 'Active' : 'Inactive'}
              </Fact>
              {post.location ? (
                <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="Location">
                  <span className="tabular">
                    {coordinate(post.location.lat)}, {coordinate(post.location.lng)}
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
          <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-fg-muted">{post.description}</p>
        </section>
      </div>
    </div>
  );
}

/** /roommate-finder/:id: one roommate post in full, with In-App Chat and WhatsApp, or the owner's actions. */
export default function RoommateDetailPage() {
  const { id = '' } = useParams();
  const query = useGetRoommatePost(id);

  if (query.isPending) return <DetailSkeleton label="Loading the roommate request" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <DetailNotFound
          icon={SearchX}
          title={ROOMMATE_MESSAGES.notFound}
          browseTo="/roommate-finder"
          browseLabel="Browse other roommate requests"
        >
          It may have been filled, taken down, or it may have expired.
        </DetailNotFound>
      );
    }
    return <DetailLoadFailed title={ROOMMATE_MESSAGES.detailFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <RoommateDetail post={query.data} />;
}

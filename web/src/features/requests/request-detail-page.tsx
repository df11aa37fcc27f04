import {
  CalendarDays,
  CheckCircle2,
  CircleDot,
  Clock,
  EyeOff,
  MapPin,
  MessageCircle,
  SearchX,
  Share2,
  ShoppingBag,
  Tag,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../api/fetcher';
import { useGetRequest } from '../../api/generated/requests/requests';
import type { Request } from '../../api/generated/model';
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
import { REQUEST_MESSAGES, useMarkFulfilled, useRemoveRequest } from './request-actions';
import { UrgencyBadge } from '../../ui/posts/request-card';
import {
  maxAgeLabel,
  PRICE_RANGE_LABELS,
  REQUEST_CATEGORY_LABELS,
  REQUEST_CONDITION_LABELS,
  REQUEST_TYPE_LABELS,
} from '../../lib/posts/request-labels';
import { usePostSlots } from '../../ui/posts/post-slots';

const coordinate = (value: number) => value.toFixed(5);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-3">
      <dt className="flex w-40 shrink-0 items-center gap-3 text-sm text-fg-muted">
        <span className="text-fg-subtle">{icon}</span>
        {label}
      </dt>
      <dd className="min-w-0 flex-1 text-sm font-medium text-fg">{children}</dd>
    </div>
  );
}

/** The requester, or only their alias when the request is anonymous (their phone stays hidden). */
function RequesterCard({ request }: { request: Request }) {
  const requester = request.requestedBy;
  const alias = request.anonymousName || 'Anonymous';

  if (!requester) {
    return (
      <Card className="flex items-center gap-4 p-4">
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-fg-subtle">
          <EyeOff aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">Requested by</p>
          <p className="truncate font-semibold text-fg">{alias}</p>
          <p className="text-sm text-fg-muted">Posted anonymously</p>
        </div>
      </Card>
    );
  }

  return (
    <Card className="flex items-center gap-4 p-4">
      <Avatar name={requester.fullName} src={requester.profileImage} size="md" className="size-12 text-base" />
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wider text-fg-subtle">Requested by</p>
        <p className="truncate font-semibold text-fg">
          {requester.fullName}
          {request.isOwner ? <span className="ml-1.5 text-sm font-normal text-fg-muted">(you)</span> : null}
        </p>
        {request.isOwner && request.isAnonymous ? <p className="mt-1 text-sm text-fg-muted">Others see “{alias}”.</p> : null}
      </div>
    </Card>
  );
}

/** Native share when there is one, else copies this page's address. */
function ShareButton({ title }: { title: string }) {
  const share = async () => {
    try {
      const result = await shareOrCopy({ title, text: `Wanted: ${title} (on Thriftz)`, url: window.location.href });
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

/** WhatsApp to the requester (+91 added when the number has none); visitors are sent to log in. */
function ContactBlock({ request }: { request: Request }) {
  const { StartChat } = usePostSlots();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();

  const link = user
    ? whatsappLink(request.requestedBy?.phone, `Hi! I saw your request “${request.title}” on Thriftz. I may have what you need.`)
    : null;
  const whatsappClasses = buttonClasses('primary', 'lg', 'min-w-36 flex-1 bg-[#0f7a3f] hover:bg-[#0b6534]');
  const whatsappLabel = (
    <>
      <MessageCircle aria-hidden="true" className="size-5" />
      WhatsApp
    </>
  );

  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-line p-4">
      <h2 id="contact-heading" className="text-sm font-semibold text-fg">
        Have what they need?
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {/* In-App Chat is hidden for anonymous requests. */}
        <StartChat
          kind="request"
          itemId={request._id}
          ownerId={request.requestedBy?.uid}
          hidden={request.isAnonymous}
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
              else toast.error(REQUEST_MESSAGES.noWhatsapp);
            }}
          >
            {whatsappLabel}
          </button>
        )}
      </div>
    </section>
  );
}

function OwnerActions({ request }: { request: Request }) {
  const navigate = useNavigate();
  const { markFulfilled, isPending: marking } = useMarkFulfilled();
  const { remove, isPending: deleting } = useRemoveRequest();

  return (
    <OwnerActionsPanel
      heading="This is your request"
      mark={{
        show: request.isActive,
        label: 'Mark as Fulfilled',
        icon: CheckCircle2,
        title: 'Mark as fulfilled?',
        description: `“${request.title}” will leave the requests page. This cannot be undone.`,
        confirmLabel: 'Mark Fulfilled',
        busy: marking,
        onConfirm: (close) => markFulfilled(request._id, { onSettled: close }),
      }}
      remove={{
        title: 'Delete this request?',
        description: `“${request.title}” and its pictures will be removed for good.`,
        busy: deleting,
        onConfirm: (close) => remove(request._id, { onSuccess: () => navigate('/profile?tab=listings'), onSettled: close }),
      }}
    />
  );
}

function RequestDetail({ request }: { request: Request }) {
  const { Wishlist, Report } = usePostSlots();
  useDocumentTitle(request.title);

  return (
    <div className="container-page pb-16 pt-4 sm:pt-6">
      <BackButton fallback="/request" />

      {/* Phones: gallery, facts, description. Desktop: gallery over description, facts beside them. */}
      <div className="mt-3 grid gap-8 lg:mt-4 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ProductGallery images={request.images} title={request.title} />
        </div>

        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <UrgencyBadge urgency={request.urgency} />
              {request.isActive ? (
                <Badge tone="success" icon={<CircleDot aria-hidden="true" className="size-3.5" />}>
                  Active
                </Badge>
              ) : (
                <Badge tone="neutral" icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}>
                  Fulfilled
                </Badge>
              )}
            </div>
            <h1 className="mt-3 break-words text-xl font-bold tracking-tight text-fg sm:text-3xl">{request.title}</h1>
            <p className="tabular mt-3 text-2xl font-extrabold text-fg sm:text-3xl">{PRICE_RANGE_LABELS[request.priceRange]}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="About this request">
              <li>
                <Badge tone={request.requestType === 'rent' ? 'info' : 'success'}>{REQUEST_TYPE_LABELS[request.requestType]}</Badge>
              </li>
              <li>
                <Badge>{REQUEST_CATEGORY_LABELS[request.category]}</Badge>
              </li>
              <li>
                <Badge>{REQUEST_CONDITION_LABELS[request.condition]}</Badge>
              </li>
            </ul>
          </div>

          <div className="flex flex-wrap items-center gap-2">
            {request.isOwner ? null : <Wishlist itemId={request._id} variant="full" />}
            <ShareButton title={request.title} />
            {request.isOwner ? null : <Report itemType="request" itemId={request._id} />}
          </div>

          {request.isOwner ? <OwnerActions request={request} /> : <ContactBlock request={request} />}

          <RequesterCard request={request} />

          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="text-base font-semibold text-fg">
              Details
            </h2>
            <dl className="mt-1 divide-y divide-line">
              <Fact icon={<ShoppingBag aria-hidden="true" className="size-4" />} label="Request type">
                {REQUEST_TYPE_LABELS[request.requestType]}
              </Fact>
              <Fact icon={<CheckCircle2 aria-hidden="true" className="size-4" />} label="Condition">
                {REQUEST_CONDITION_LABELS[request.condition]}
              </Fact>
              <Fact icon={<Tag aria-hidden="true" className="size-4" />} label="Category">
                {REQUEST_CATEGORY_LABELS[request.category]}
              </Fact>
              <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Maximum product age">
                {maxAgeLabel(request.productAge)}
              </Fact>
              <Fact icon={<CalendarDays aria-hidden="true" className="size-4" />} label="Posted">
                {formatDate(request.createdAt)}
              </Fact>
              <Fact icon={<CircleDot aria-hidden="true" className="size-4" />} label="Status">
                {request.isActive ? 'Active' : 'Fulfilled'}
              </Fact>
              {request.location ? (
                <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="Preferred location">
                  <span className="tabular">
                    {coordinate(request.location.lat)}, {coordinate(request.location.lng)}
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
          <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-fg-muted">{request.description}</p>
          {request.tags.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-2" aria-label="Tags">
              {request.tags.map((tag) => (
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

/** /request/:id: one request in full (document 2, section 2.2), with contact and sharing, or the owner's actions. */
export default function RequestDetailPage() {
  const { id = '' } = useParams();
  const query = useGetRequest(id);

  if (query.isPending) return <DetailSkeleton label="Loading the request" />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404 || status === 400) {
      return (
        <DetailNotFound
          icon={SearchX}
          title={REQUEST_MESSAGES.notFound}
          browseTo="/request"
          browseLabel="Browse other requests"
        >
          It may have been removed, or it may have expired.
        </DetailNotFound>
      );
    }
    return <DetailLoadFailed title={REQUEST_MESSAGES.detailFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <RequestDetail request={query.data} />;
}

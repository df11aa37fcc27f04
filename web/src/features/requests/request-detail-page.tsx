import { CalendarDays, CheckCircle2, CircleDot, Clock, Gauge, MapPin, SearchX, ShoppingBag, Tag } from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Request } from '@thriftz/client/generated/model';
import { useGetRequest } from '@thriftz/client/generated/requests/requests';
import { formatDate } from '../../lib/format';
import {
  maxAgeLabel,
  REQUEST_CATEGORY_LABELS,
  REQUEST_CONDITION_LABELS,
  REQUEST_TYPE_LABELS,
  URGENCY_EXPLAINED,
} from '../../lib/posts/request-labels';
import { Badge } from '../../ui/badge';
import { AnonymousPersonCard, ClosedNotice, ContactRow, ContactSection, PersonCard, ShareButton, WhatsAppButton } from '../../ui/posts/detail-contact';
import { coordinates, DetailLayout, type DetailDescription } from '../../ui/posts/detail-layout';
import { DetailSkeleton, DetailStates } from '../../ui/posts/detail-page-parts';
import { MeetingSpotLine } from '../../ui/posts/meeting-spot-line';
import { OwnerActionsPanel } from '../../ui/posts/owner-actions-panel';
import { PostCreatedBanner } from '../../ui/posts/post-created-banner';
import { usePostSlots } from '../../ui/posts/post-slots';
import { RequestAmount, UrgencyBadge } from '../../ui/posts/request-card';
import { REQUEST_MESSAGES, useMarkFulfilled, useRemoveRequest } from './request-actions';

/** The requester, or only their alias when the request is anonymous (their phone stays hidden). */
function RequesterCard({ request }: { request: Request }) {
  const requester = request.requestedBy;
  const alias = request.anonymousName || 'Anonymous';
  if (!requester) return <AnonymousPersonCard role="Requested by" alias={alias} note="Posted anonymously" />;
  return (
    <PersonCard role="Requested by" person={requester} isOwner={request.isOwner}>
      {request.isOwner && request.isAnonymous ? <p className="mt-1 text-sm text-fg-muted">Others see “{alias}”.</p> : null}
    </PersonCard>
  );
}

/**
 * In-App Chat and WhatsApp to the requester, while the request is open. An anonymous request keeps
 * its requester hidden: In-App Chat only (the server finds them; the chat shows the alias), no phone.
 */
function ContactBlock({ request }: { request: Request }) {
  const { StartChat } = usePostSlots();
  if (!request.isActive) {
    return (
      <ClosedNotice
        title="This request has been fulfilled"
        text="The requester found what they needed, so it can no longer be answered."
        browseTo="/request"
        browseLabel="Browse other requests"
      />
    );
  }
  return (
    <ContactSection heading="Have what they need?">
      <div className="mt-3">
        <ContactRow>
          <StartChat
            kind="request"
            itemId={request._id}
            ownerId={request.isAnonymous ? null : request.requestedBy?.uid}
            anonymousOwner={request.isAnonymous}
          />
          {request.isAnonymous ? null : (
            <WhatsAppButton
              phone={request.requestedBy?.phone}
              message={`Hi! I saw your request “${request.title}” on Thriftz. I may have what you need.`}
            />
          )}
        </ContactRow>
        {request.isAnonymous ? (
          <p className="mt-3 text-sm text-fg-muted">Posted anonymously: chat in the app, where their name and phone stay hidden.</p>
        ) : null}
      </div>
    </ContactSection>
  );
}

function OwnerActions({ request }: { request: Request }) {
  const navigate = useNavigate();
  const { markFulfilled, isPending: marking } = useMarkFulfilled();
  const { remove, isPending: deleting } = useRemoveRequest();

  return (
    <OwnerActionsPanel
      heading="This is your request"
      editTo={`/request/${request._id}/edit`}
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

/** A request's detail page, described. */
function useRequestDetail(request: Request): DetailDescription {
  const { Wishlist, Report } = usePostSlots();
  return {
    title: request.title,
    images: request.images,
    category: request.category,
    backTo: '/request',
    badges: (
      <>
        {/* Standard is every request's default: the Urgency fact explains it; only Urgent and Priority earn a badge. */}
        {request.urgency === 'low' ? null : <UrgencyBadge urgency={request.urgency} />}
        {request.isActive ? (
          <Badge tone="success" icon={<CircleDot aria-hidden="true" className="size-3.5" />}>
            Active
          </Badge>
        ) : (
          <Badge tone="neutral" icon={<CheckCircle2 aria-hidden="true" className="size-3.5" />}>
            Fulfilled
          </Badge>
        )}
      </>
    ),
    price: <RequestAmount priceRange={request.priceRange} size="lg" />,
    about: {
      label: 'About this request',
      items: [
        <Badge key="type" tone={request.requestType === 'rent' ? 'info' : 'success'}>
          {REQUEST_TYPE_LABELS[request.requestType]}
        </Badge>,
        <Badge key="category">{REQUEST_CATEGORY_LABELS[request.category]}</Badge>,
        <Badge key="condition">{REQUEST_CONDITION_LABELS[request.condition]}</Badge>,
      ],
    },
    actions: (
      <>
        {request.isOwner ? null : <Wishlist itemId={request._id} variant="full" />}
        <ShareButton title={request.title} text={`Wanted: ${request.title} (on Thriftz)`} />
        {request.isOwner ? null : <Report itemType="request" itemId={request._id} />}
      </>
    ),
    panel: (
      <>
        <MeetingSpotLine spot={request.meetingSpot} />
        {request.isOwner ? <OwnerActions request={request} /> : <ContactBlock request={request} />}
      </>
    ),
    person: <RequesterCard request={request} />,
    facts: [
      { icon: ShoppingBag, label: 'Request type', value: REQUEST_TYPE_LABELS[request.requestType] },
      { icon: CheckCircle2, label: 'Condition', value: REQUEST_CONDITION_LABELS[request.condition] },
      { icon: Tag, label: 'Category', value: REQUEST_CATEGORY_LABELS[request.category] },
      { icon: Clock, label: 'Maximum product age', value: maxAgeLabel(request.productAge) },
      { icon: Gauge, label: 'Urgency', value: URGENCY_EXPLAINED[request.urgency] },
      { icon: CalendarDays, label: 'Posted', value: formatDate(request.createdAt) },
      { icon: CircleDot, label: 'Status', value: request.isActive ? 'Active' : 'Fulfilled' },
      request.location ? { icon: MapPin, label: 'Preferred location', value: coordinates(request.location) } : null,
    ],
    description: request.description,
    tags: request.tags,
  };
}

function RequestDetail({ request }: { request: Request }) {
  return (
    <>
      <PostCreatedBanner noun="request" title={request.title} createAnotherTo="/create-request" />
      <DetailLayout post={useRequestDetail(request)} />
    </>
  );
}

/** /request/:id: one request in full (document 2, section 2.2), with contact and sharing, or the owner's actions. */
export default function RequestDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailStates
      query={useGetRequest(id)}
      states={{
        skeleton: <DetailSkeleton label="Loading the request" />,
        notFound: {
          icon: SearchX,
          title: REQUEST_MESSAGES.notFound,
          browseTo: '/request',
          browseLabel: 'Browse other requests',
          text: 'It may have been removed, or it may have expired.',
        },
        failedTitle: REQUEST_MESSAGES.detailFailed,
      }}
    >
      {(request) => <RequestDetail request={request} />}
    </DetailStates>
  );
}

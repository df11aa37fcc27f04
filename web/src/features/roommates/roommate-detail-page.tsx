import {
  BedDouble,
  CalendarClock,
  CalendarDays,
  CircleDot,
  CircleSlash,
  Contact,
  Hourglass,
  MapPin,
  SearchX,
  Sparkles,
  UserRound,
} from 'lucide-react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RoommatePost } from '@thriftz/client/generated/model';
import { useGetRoommatePost } from '@thriftz/client/generated/roommates/roommates';
import { formatDate } from '../../lib/format';
import { ACCOMMODATION_LABELS, budgetLabel, genderPreferenceLabel } from '../../lib/posts/roommate-labels';
import { Badge } from '../../ui/badge';
import { ClosedNotice, ContactRow, ContactSection, PersonCard, ShareButton, WhatsAppButton } from '../../ui/posts/detail-contact';
import { coordinates, DetailLayout, type DetailDescription } from '../../ui/posts/detail-layout';
import { DetailSkeleton, DetailStates } from '../../ui/posts/detail-page-parts';
import { MeetingSpotLine } from '../../ui/posts/meeting-spot-line';
import { OwnerActionsPanel } from '../../ui/posts/owner-actions-panel';
import { PostCreatedBanner } from '../../ui/posts/post-created-banner';
import { usePostSlots } from '../../ui/posts/post-slots';
import { AccommodationBadge } from '../../ui/posts/roommate-card';
import { ROOMMATE_MESSAGES, useMarkInactive, useRemoveRoommatePost } from './roommate-actions';

/**
 * In-App Chat and WhatsApp to the poster (+91 added when the number has none). The phone reaches
 * signed-in students only, so visitors are sent to log in first.
 */
function ContactBlock({ post }: { post: RoommatePost }) {
  const { StartChat } = usePostSlots();
  if (!post.isActive) {
    return (
      <ClosedNotice
        title="This roommate request is closed"
        text="The poster marked it inactive, so it can no longer be answered."
        browseTo="/roommate-finder"
        browseLabel="Browse other roommate requests"
      />
    );
  }
  return (
    <ContactSection heading="Interested? Get in touch">
      <div className="mt-3">
        <ContactRow>
          <StartChat kind="roommate" itemId={post._id} ownerId={post.postedBy.uid} />
          <WhatsAppButton
            phone={post.postedBy.phone}
            message={`Hi! I saw your roommate request “${post.title}” on Thriftz. Is the place still available?`}
          />
        </ContactRow>
      </div>
      <p className="mt-3 text-sm text-fg-muted">
        <span className="font-medium text-fg">How to reach them:</span> {post.contactInfo}
      </p>
    </ContactSection>
  );
}

function OwnerActions({ post }: { post: RoommatePost }) {
  const navigate = useNavigate();
  const { markInactive, isPending: marking } = useMarkInactive();
  const { remove, isPending: deleting } = useRemoveRoommatePost();

  return (
    <OwnerActionsPanel
      heading="This is your roommate request"
      editTo={`/roommate-finder/${post._id}/edit`}
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

/** A roommate post's detail page, described. */
function roommateDetail(post: RoommatePost): DetailDescription {
  const { gender, ageRange, otherPreferences } = post.roommatePreferences;
  return {
    title: post.title,
    images: post.images,
    category: 'roommate-housing',
    backTo: '/roommate-finder',
    badges: (
      <>
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
      </>
    ),
    price: budgetLabel(post.budget),
    about: {
      label: 'About this roommate request',
      items: [
        <Badge key="gender" tone="info">
          {genderPreferenceLabel(gender)}
        </Badge>,
        ...(ageRange ? [<Badge key="age">Age {ageRange}</Badge>] : []),
      ],
    },
    // Reports cover listings, requests and users only: roommate posts have no Report button.
    actions: <ShareButton title={post.title} text={`Roommate wanted: ${post.title} (on Thriftz)`} />,
    panel: (
      <>
        <MeetingSpotLine spot={post.meetingSpot} />
        {post.isOwner ? <OwnerActions post={post} /> : <ContactBlock post={post} />}
      </>
    ),
    person: (
      <PersonCard role="Posted by" person={post.postedBy} isOwner={post.isOwner}>
        <p className="text-sm text-fg-muted">
          on <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
      </PersonCard>
    ),
    breakFacts: true,
    facts: [
      { icon: BedDouble, label: 'Accommodation', value: ACCOMMODATION_LABELS[post.accommodationType] },
      { icon: UserRound, label: 'Gender preference', value: genderPreferenceLabel(gender) },
      { icon: Hourglass, label: 'Age range', value: ageRange || 'No preference' },
      {
        icon: Sparkles,
        label: 'Other preferences',
        value: <span className="whitespace-pre-line">{otherPreferences || 'None'}</span>,
      },
      { icon: Contact, label: 'Contact info', value: post.contactInfo },
      { icon: CalendarDays, label: 'Posted', value: formatDate(post.createdAt) },
      { icon: CalendarClock, label: 'Expires', value: formatDate(post.expirationDate) },
      { icon: CircleDot, label: 'Status', value: post.isActive ? 'Active' : 'Inactive' },
      post.location ? { icon: MapPin, label: 'Location', value: coordinates(post.location) } : null,
    ],
    description: post.description,
  };
}

/** /roommate-finder/:id: one roommate post in full, with In-App Chat and WhatsApp, or the owner's actions. */
export default function RoommateDetailPage() {
  const { id = '' } = useParams();
  return (
    <DetailStates
      query={useGetRoommatePost(id)}
      states={{
        skeleton: <DetailSkeleton label="Loading the roommate request" />,
        notFound: {
          icon: SearchX,
          title: ROOMMATE_MESSAGES.notFound,
          browseTo: '/roommate-finder',
          browseLabel: 'Browse other roommate requests',
          text: 'It may have been filled, taken down, or it may have expired.',
        },
        failedTitle: ROOMMATE_MESSAGES.detailFailed,
      }}
    >
      {(post) => (
        <>
          <PostCreatedBanner noun="roommate request" title={post.title} createAnotherTo="/create-roommate-request" />
          <DetailLayout post={roommateDetail(post)} />
        </>
      )}
    </DetailStates>
  );
}

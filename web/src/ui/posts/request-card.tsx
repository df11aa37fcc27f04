import { Flame, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PriceRange, RequestCard as RequestCardData, Urgency } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { Chip } from './listing-card';
import { PostCardFrame, PostedBy } from './post-card-frame';
import { PRICE_RANGE_LABELS, REQUEST_CATEGORY_LABELS, REQUEST_CONDITION_LABELS, REQUEST_TYPE_LABELS, urgencyLabel } from '../../lib/posts/request-labels';
import { usePostSlots } from './post-slots';

const URGENCY_CLASSES: Record<Urgency, string> = {
  high: 'bg-accent text-slate-950',
  medium: 'bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300',
  low: 'bg-white/95 text-slate-700 ring-1 ring-inset ring-slate-200',
};

/** Urgent (amber), Priority, or Standard (the spec's words, document 2, section 9). */
export function UrgencyBadge({ urgency, className }: { urgency: Urgency; className?: string }) {
  const Icon = urgency === 'high' ? Flame : Timer;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold shadow-sm',
        URGENCY_CLASSES[urgency],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3" />
      {urgencyLabel(urgency)}
    </span>
  );
}

/**
 * What a request offers to pay: the range in the price's type, or, for a negotiable price, a quiet
 * label rather than a word dressed as an amount.
 */
export function RequestAmount({ priceRange, size = 'sm' }: { priceRange: PriceRange; size?: 'sm' | 'lg' }) {
  if (priceRange !== 'negotiable') return <>{PRICE_RANGE_LABELS[priceRange]}</>;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-amber-50 font-semibold text-amber-900 ring-1 ring-inset ring-amber-200',
        size === 'lg' ? 'px-3 py-1 text-base' : 'px-2 py-0.5 text-xs',
      )}
    >
      Price negotiable
    </span>
  );
}

/** A request in the grid: picture (if any), urgency, wishlist heart, title, budget, type, condition and category. */
export function RequestCard({
  request,
  priority = false,
  footer,
}: {
  request: RequestCardData;
  priority?: boolean;
  /** Sits above the card-wide link (the wishlist page's 'View Request'). */
  footer?: ReactNode;
}) {
  const { Wishlist } = usePostSlots();
  return (
    <PostCardFrame
      title={request.title}
      href={`/request/${request._id}`}
      image={request.image}
      category={request.category}
      priority={priority}
      // Standard is every request's default: only Urgent and Priority earn a badge on the picture.
      badge={request.urgency === 'low' ? null : <UrgencyBadge urgency={request.urgency} className="absolute left-2 top-2" />}
      corner={<Wishlist itemId={request._id} />}
      amount={<RequestAmount priceRange={request.priceRange} />}
      byline={<PostedBy name={request.requesterName} at={request.createdAt} />}
      chips={
        <>
          <Chip className={request.requestType === 'rent' ? 'bg-sky-50 text-sky-800' : 'bg-primary-soft text-primary-ink'}>
            {REQUEST_TYPE_LABELS[request.requestType]}
          </Chip>
          <Chip>{REQUEST_CONDITION_LABELS[request.condition]}</Chip>
          <Chip>{REQUEST_CATEGORY_LABELS[request.category]}</Chip>
        </>
      }
      footer={footer}
    />
  );
}

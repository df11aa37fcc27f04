import { Flame, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RequestCard as RequestCardData, Urgency } from '../../api/generated/model';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { Chip, ListingImage } from './listing-card';
import { PRICE_RANGE_LABELS, REQUEST_CATEGORY_LABELS, REQUEST_CONDITION_LABELS, REQUEST_TYPE_LABELS, urgencyLabel } from '../../lib/posts/request-labels';
import { usePostSlots } from './post-slots';

const URGENCY_CLASSES: Record<Urgency, string> = {
  high: 'bg-accent text-slate-950',
  medium: 'bg-amber-100 text-amber-900 ring-1 ring-inset ring-amber-300',
  low: 'bg-white/95 text-slate-700 ring-1 ring-inset ring-slate-200',
};

/** Urgent (amber), Priority, or Standard. */
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
    <article className="card group relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-primary">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <ListingImage image={request.image} priority={priority} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        <UrgencyBadge urgency={request.urgency} className="absolute left-2 top-2" />
        <div className="absolute right-2 top-2 z-10">
          <Wishlist itemId={request._id} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 min-h-[2lh] text-sm font-semibold leading-snug text-fg sm:text-base">
          {/* The title's link covers the whole card. */}
          <Link to={`/request/${request._id}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {request.title}
          </Link>
        </h3>
        <p className="tabular text-base font-bold text-fg sm:text-lg">{PRICE_RANGE_LABELS[request.priceRange]}</p>
        <p className="truncate text-xs text-fg-muted">
          {request.requesterName} · <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
        </p>
        <div className="mt-auto flex flex-wrap gap-1.5">
          <Chip className={request.requestType === 'rent' ? 'bg-sky-50 text-sky-800' : 'bg-primary-soft text-primary-ink'}>
            {REQUEST_TYPE_LABELS[request.requestType]}
          </Chip>
          <Chip>{REQUEST_CONDITION_LABELS[request.condition]}</Chip>
          <Chip>{REQUEST_CATEGORY_LABELS[request.category]}</Chip>
        </div>
        {footer ? <div className="relative z-10">{footer}</div> : null}
      </div>
    </article>
  );
}

import { CalendarClock, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestCard } from '../../api/generated/model';
import { Badge, type BadgeTone } from '../../ui/badge';
import { expiryBadge, type ExpiryBadge } from '../listings/expiry-badge';
import { Chip, ListingImage } from '../listings/listing-card';
import { PRICE_RANGE_LABELS, REQUEST_CATEGORY_LABELS, REQUEST_TYPE_LABELS } from './request-labels';
import { UrgencyBadge } from './request-card';

const EXPIRY_TONES: Record<ExpiryBadge['kind'], BadgeTone> = {
  expired: 'danger',
  soon: 'warning',
  later: 'neutral',
};

/**
 * One of the student's own requests: picture, urgency, title, budget, the first 100 characters of
 * the description, its expiry badge, and the actions the page offers.
 */
export function OwnRequestCard({ request, actions }: { request: RequestCard; actions: ReactNode }) {
  const expiry = request.isActive ? expiryBadge(request.expirationDate) : null;
  return (
    <article className="card flex flex-col overflow-hidden">
      <div className="relative aspect-[16/9] overflow-hidden bg-slate-100 sm:aspect-[4/3]">
        <ListingImage image={request.image} className={request.isActive ? undefined : 'grayscale'} />
        <UrgencyBadge urgency={request.urgency} className="absolute left-2 top-2" />
        {!request.isActive ? (
          <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-1.5 bg-slate-950/70 py-1.5 text-sm font-semibold text-white">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Fulfilled
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Chip className={request.requestType === 'rent' ? 'bg-sky-50 text-sky-800' : 'bg-primary-soft text-primary-ink'}>
            {REQUEST_TYPE_LABELS[request.requestType]}
          </Chip>
          <Chip>{REQUEST_CATEGORY_LABELS[request.category]}</Chip>
          {expiry ? (
            <Badge tone={EXPIRY_TONES[expiry.kind]} icon={<CalendarClock aria-hidden="true" className="size-3.5" />} className="ml-auto">
              {expiry.label}
            </Badge>
          ) : null}
        </div>
        <h3 className="line-clamp-2 font-semibold leading-snug text-fg">{request.title}</h3>
        <p className="tabular text-lg font-bold text-fg">{PRICE_RANGE_LABELS[request.priceRange]}</p>
        <p className="line-clamp-3 text-sm text-fg-muted">{request.descriptionPreview}</p>
        <div className="mt-auto flex gap-2 pt-2">{actions}</div>
      </div>
    </article>
  );
}

import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RequestCard } from '@thriftz/client/generated/model';
import { Chip } from '../../ui/posts/listing-card';
import { OwnPostCard } from '../../ui/posts/own-post-card';
import { REQUEST_CATEGORY_LABELS, REQUEST_TYPE_LABELS } from '../../lib/posts/request-labels';
import { RequestAmount, UrgencyBadge } from '../../ui/posts/request-card';

/** One of the student's own requests, with its urgency; a fulfilled one shows as Fulfilled. */
export function OwnRequestCard({ request, actions }: { request: RequestCard; actions: ReactNode }) {
  return (
    <OwnPostCard
      post={request}
      category={request.category}
      active={request.isActive}
      badge={request.urgency === 'low' ? null : <UrgencyBadge urgency={request.urgency} className="absolute left-2 top-2" />}
      markedBanner={{ icon: CheckCircle2, label: 'Fulfilled' }}
      chips={
        <>
          <Chip className={request.requestType === 'rent' ? 'bg-sky-50 text-sky-800' : 'bg-primary-soft text-primary-ink'}>
            {REQUEST_TYPE_LABELS[request.requestType]}
          </Chip>
          <Chip>{REQUEST_CATEGORY_LABELS[request.category]}</Chip>
        </>
      }
      price={<RequestAmount priceRange={request.priceRange} />}
      actions={actions}
    />
  );
}

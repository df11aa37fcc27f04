// An offer's step in the chat, as a card: the offer's latest step shows its price, its state and
// the buttons the viewer may press; earlier steps are a line of history.
import { HandCoins } from 'lucide-react';
import type { OfferStatus } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../../lib/use-current-user';
import { Badge, type BadgeTone } from '../../ui/badge';
import type { OfferCardSlotProps } from '../../ui/offer-slots';
import { Skeleton } from '../../ui/skeleton';
import { OfferActions } from './offer-actions';
import { offerNote, rupees, statusLabel } from './offer-words';
import { useConversationOffers } from './use-offers';
import { onFirstUse } from '../../lib/format';

const TONES: Record<OfferStatus, BadgeTone> = {
  open: 'warning',
  countered: 'warning',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
  expired: 'neutral',
  released: 'neutral',
};

const timeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' }));

export function OfferCard({ offerId, conversationId, text, time, mine, latest, version }: OfferCardSlotProps) {
  const { user } = useCurrentUser();
  const offers = useConversationOffers(conversationId, version);
  const offer = offers.data?.items.find((o) => o._id === offerId);
  const me = user?.uid ?? '';

  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-mine={mine || undefined}>
      <article
        aria-label={`${mine ? 'Your' : 'Their'} offer step: ${text}`}
        className={cn('w-full max-w-[85%] rounded-xl border border-line bg-surface p-3 shadow-xs sm:max-w-[75%]', latest && 'border-l-4 border-l-primary')}
      >
        <p className="flex items-center gap-2 text-sm font-medium text-fg">
          <HandCoins aria-hidden="true" className="size-4 shrink-0 text-primary-ink" />
          <span>
            <span className="sr-only">{mine ? 'You' : 'They'}: </span>
            {text}
          </span>
        </p>
        {latest ? (
          offer ? (
            <>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <p className="text-2xl font-bold tabular-nums text-fg">{rupees(offer.price)}</p>
                <Badge tone={TONES[offer.status]}>{statusLabel(offer, me)}</Badge>
              </div>
              <p className="mt-0.5 text-xs text-fg-muted">{offerNote(offer)}</p>
              {me ? <OfferActions offer={offer} me={me} /> : null}
            </>
          ) : offers.isPending ? (
            <div role="status" aria-label="Loading the offer" className="mt-2 space-y-2">
              <Skeleton className="h-7 w-24" />
              <Skeleton className="h-3 w-48" />
            </div>
          ) : null
        ) : null}
        <p className="mt-1 text-right text-[0.7rem] text-fg-subtle">
          <time dateTime={time}>{timeFormat().format(new Date(time))}</time>
        </p>
      </article>
    </li>
  );
}

// "Make an offer" on a sale listing's page and in its chat: the buyer's price in a small dialog;
// sending it opens the chat with the seller, where the offer is a card. A reserved listing says so instead.
import { HandCoins, Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { getListOffersQueryKey, useCreateOffer, useListOffers } from '@thriftz/client/generated/offers/offers';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { loginPath } from '../../lib/return-to';
import { toast } from '../../lib/toast';
import { useCurrentUser } from '../../lib/use-current-user';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import type { MakeOfferSlotProps } from '../../ui/offer-slots';
import { checkPrice, OFFER_WORDS, rupees } from './offer-words';

const chatOf = (listingId: string, conversationId: string) => `/chat/${listingId}/${conversationId}`;

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

function OfferDialog({ listingId, askingPrice, open, onOpenChange }: { listingId: string; askingPrice: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useCreateOffer();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPrice(value, askingPrice, `Your offer cannot be more than the asking price (${rupees(askingPrice)}).`);
    if ('error' in checked) return setError(checked.error);
    create.mutate(
      { data: { listingId, amount: checked.amount } },
      {
        onSuccess: (offer) => {
          void client.invalidateQueries({ queryKey: [getListOffersQueryKey()[0]] });
          toast.success(OFFER_WORDS.sent);
          navigate(chatOf(offer.listingId, offer.conversationId));
        },
        onError: (err) => setError(errorMessage(err, OFFER_WORDS.failed)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Make an offer" description={`The seller asks ${rupees(askingPrice)}. They can accept, decline or counter within 48 hours.`}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Your offer (₹)" error={error} hint={`Whole rupees, at most ${rupees(askingPrice)}`} required>
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <Button type="submit" className="w-full" busy={create.isPending}>
          Send offer
        </Button>
      </form>
    </Dialog>
  );
}

export function MakeOffer({ listing, inChat = false }: MakeOfferSlotProps) {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const offerable = listing.listingType === 'sell' && !listing.isOwner && listing.isAvailable && !listing.isAnonymous && listing.price !== null;
  const mine = useListOffers({ listingId: listing._id }, { query: { enabled: Boolean(user) && offerable } });

  if (!offerable) return null;
  if (listing.isReserved && listing.reservedUntil) {
    return listing.reservedForYou ? (
      <Notice>Reserved for you until {formatDateTime(listing.reservedUntil)}. Agree where to meet in the chat.</Notice>
    ) : (
      <Notice>Reserved for another buyer until {formatDateTime(listing.reservedUntil)}. You can make an offer if the reservation ends.</Notice>
    );
  }
  const waiting = mine.data?.items.find((o) => o.buyerId === user?.uid && (o.status === 'open' || o.status === 'countered'));
  if (waiting) {
    return (
      <p role="status" className="rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-ink">
        {waiting.status === 'open' ? `Your offer of ${rupees(waiting.amount)} is waiting for the seller.` : `The seller countered with ${rupees(waiting.price)}.`}
        {inChat ? null : (
          <>
            {' '}
            <Link to={chatOf(waiting.listingId, waiting.conversationId)} className="font-semibold underline underline-offset-2">
              Open the chat
            </Link>
          </>
        )}
      </p>
    );
  }

  const start = () => {
    if (!user) {
      toast.info(OFFER_WORDS.loginToOffer);
      navigate(loginPath(location.pathname + location.search), { state: { from: { pathname: location.pathname, search: location.search } } });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size={inChat ? 'md' : 'lg'} className={inChat ? undefined : 'w-full'} disabled={isLoading} onClick={start}>
        <HandCoins aria-hidden="true" className="size-5" />
        Make an offer
      </Button>
      {user ? <OfferDialog listingId={listing._id} askingPrice={listing.price!} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

import { useState } from 'react';
import type { Offer } from '@thriftz/client/generated/model';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CounterForm } from './counter-form';
import { reservationRunning, rupees } from './offer-words';
import { useOfferAnswers } from './use-offers';

type Ask = 'accept' | 'release' | null;

/** The buttons the viewer may press on the offer's latest card, by their side and the offer's state. */
export function OfferActions({ offer, me }: { offer: Offer; me: string }) {
  const answers = useOfferAnswers();
  const [asking, setAsking] = useState<Ask>(null);
  const [countering, setCountering] = useState(false);
  const seller = offer.sellerId === me;
  const buyer = offer.buyerId === me;
  const myTurn = (offer.status === 'open' && seller) || (offer.status === 'countered' && buyer);
  const busy = Object.values(answers).some((m) => m.isPending);

  // The outcome's toast is the hook's (use-offers.ts); here only the dialog closes.
  const done = { onSettled: () => setAsking(null) };
  const id = { id: offer._id };

  if (countering) return <CounterForm offer={offer} onDone={() => setCountering(false)} />;
  const buttons = [];
  if (myTurn) {
    buttons.push(
      <Button key="accept" size="sm" onClick={() => setAsking('accept')} disabled={busy}>
        Accept {rupees(offer.price)}
      </Button>,
    );
    if (seller) {
      buttons.push(
        <Button key="counter" size="sm" variant="secondary" onClick={() => setCountering(true)} disabled={busy}>
          Counter
        </Button>,
      );
    }
    buttons.push(
      <Button key="decline" size="sm" variant="ghost" busy={answers.decline.isPending} disabled={busy} onClick={() => answers.decline.mutate(id, done)}>
        Decline
      </Button>,
    );
  }
  if (buyer && (offer.status === 'open' || offer.status === 'countered')) {
    buttons.push(
      <Button key="withdraw" size="sm" variant="ghost" busy={answers.withdraw.isPending} disabled={busy} onClick={() => answers.withdraw.mutate(id, done)}>
        Withdraw offer
      </Button>,
    );
  }
  if (seller && reservationRunning(offer)) {
    buttons.push(
      <Button key="release" size="sm" variant="secondary" onClick={() => setAsking('release')} disabled={busy}>
        Release reservation
      </Button>,
    );
  }
  if (buttons.length === 0) return null;

  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">{buttons}</div>
      <ConfirmDialog
        open={asking === 'accept'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`Accept ${rupees(offer.price)}?`}
        description={`“${offer.listingTitle}” will be reserved for ${seller ? 'the buyer' : 'you'} for 48 hours; nobody else can make an offer meanwhile.`}
        confirmLabel="Accept offer"
        busyLabel="Accepting…"
        tone="primary"
        busy={answers.accept.isPending}
        onConfirm={() => answers.accept.mutate(id, done)}
      />
      <ConfirmDialog
        open={asking === 'release'}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Release the reservation?"
        description={`“${offer.listingTitle}” will be for sale to everyone again, and the buyer is told.`}
        confirmLabel="Release"
        busyLabel="Releasing…"
        busy={answers.release.isPending}
        onConfirm={() => answers.release.mutate(id, done)}
      />
    </>
  );
}

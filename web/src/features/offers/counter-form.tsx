import { useState, type FormEvent } from 'react';
import type { Offer } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { checkPrice, OFFER_WORDS, rupees } from './offer-words';
import { useOfferAnswers } from './use-offers';

/** The seller's own price in answer to an offer: more than the buyer's, at most the asking price. */
export function CounterForm({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const { counter } = useOfferAnswers();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPrice(value, offer.askingPrice, `Your counter cannot be more than your asking price (${rupees(offer.askingPrice)}).`);
    if ('error' in checked) return setError(checked.error);
    if (checked.amount <= offer.amount) return setError(`Your counter must be more than the buyer’s offer (${rupees(offer.amount)}).`);
    counter.mutate(
      { id: offer._id, data: { amount: checked.amount } },
      {
        onSuccess: onDone,
        onError: (err) => setError(errorMessage(err, OFFER_WORDS.failed)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-3 border-t border-line pt-3">
      <Field label="Your counter price (₹)" error={error} hint={`More than ${rupees(offer.amount)}, at most ${rupees(offer.askingPrice)}`} required>
        <Input
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={counter.isPending}>
          Send counter
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={counter.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

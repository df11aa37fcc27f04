// The offers' reads and writes, and what each write refreshes.
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getListOffersQueryKey, useAcceptOffer, useCounterOffer, useDeclineOffer, useListOffers, useReleaseOffer, useWithdrawOffer } from '@thriftz/client/generated/offers/offers';
import { getGetListingQueryKey } from '@thriftz/client/generated/listings/listings';
import type { Offer } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { OFFER_WORDS } from './offer-words';

/**
 * The offers of a conversation, read again whenever a new offer step lands in the thread
 * (`version`: the latest step's message id), keeping the cards as they were meanwhile.
 */
export function useConversationOffers(conversationId: string, version: string) {
  const params = { conversationId, pageSize: 100 };
  return useListOffers(params, { query: { queryKey: [...getListOffersQueryKey(params), version], placeholderData: keepPreviousData } });
}

/** After any answer: every offers read and the listing's page (its Reserved state) are stale. */
function useRefresh() {
  const client = useQueryClient();
  return (offer: Offer) => {
    void client.invalidateQueries({ queryKey: [getListOffersQueryKey()[0]] });
    void client.invalidateQueries({ queryKey: getGetListingQueryKey(offer.listingId) });
  };
}

/**
 * The answers, each refreshing the reads and saying how it went in a toast. Said here, not in the
 * caller's `mutate` callbacks: the answer's own card stops being the offer's latest (its buttons
 * go) as soon as the step's message arrives, often before the answer does, and React Query skips a
 * `mutate` callback of a component that is gone. The counter's refusal is shown under its field.
 */
export function useOfferAnswers() {
  const refresh = useRefresh();
  const told = (message: string, toastErrors = true) => ({
    mutation: {
      onSuccess: (offer: Offer) => {
        refresh(offer);
        toast.success(message);
      },
      onError: (error: unknown) => {
        if (toastErrors) toast.error(errorMessage(error, OFFER_WORDS.failed));
      },
    },
  });
  return {
    accept: useAcceptOffer(told(OFFER_WORDS.accepted)),
    decline: useDeclineOffer(told(OFFER_WORDS.declined)),
    counter: useCounterOffer(told(OFFER_WORDS.countered, false)),
    withdraw: useWithdrawOffer(told(OFFER_WORDS.withdrawn)),
    release: useReleaseOffer(told(OFFER_WORDS.released)),
  };
}

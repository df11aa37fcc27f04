// The parts of the listing page and the chat that belong to the offers feature: a feature may not
// import another, so the listing page and the chat's message list render these slots and the app
// layer fills them (app/offer-slots.tsx).
import { createContext, useContext, type ComponentType } from 'react';
import type { Listing } from '@thriftz/client/generated/model';

export interface MakeOfferSlotProps {
  listing: Listing;
  /** In the listing's chat: a smaller button, and a waiting offer is not linked to the chat it is in. */
  inChat?: boolean;
}

export interface OfferCardSlotProps {
  offerId: string;
  conversationId: string;
  /** The step in words, as stored in the chat ("Offered ₹450"). */
  text: string;
  time: string;
  mine: boolean;
  /** Whether this is the offer's latest step in the thread: only that card offers the buttons. */
  latest: boolean;
  /** Changes with each new offer step in the thread, so the cards read the offers again. */
  version: string;
}

export interface OfferSlots {
  MakeOffer: ComponentType<MakeOfferSlotProps> | null;
  OfferCard: ComponentType<OfferCardSlotProps> | null;
}

/** Without a provider (a part rendered on its own) there is no offer button, and offer steps show as plain messages. */
const OfferSlotsContext = createContext<OfferSlots>({ MakeOffer: null, OfferCard: null });

export const OfferSlotsProvider = OfferSlotsContext.Provider;

export function useOfferSlots(): OfferSlots {
  return useContext(OfferSlotsContext);
}

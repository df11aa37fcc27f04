// Fills the offer slots (ui/offer-slots.tsx) with the offers feature's parts: the app layer is the
// one place allowed to join features. Like the post slots, they load when first shown or once the page has loaded, not in the app's entry.
import type { ReactNode } from 'react';
import { OfferSlotsProvider, type OfferSlots } from '../ui/offer-slots';
import { preloaded } from './preloaded';

export const APP_OFFER_SLOTS: OfferSlots = {
  MakeOffer: preloaded(() => import('../features/offers/make-offer').then((m) => m.MakeOffer), { whenUsed: true }),
  OfferCard: preloaded(() => import('../features/offers/offer-card').then((m) => m.OfferCard), { whenUsed: true }),
};

export function AppOfferSlots({ children }: { children: ReactNode }) {
  return <OfferSlotsProvider value={APP_OFFER_SLOTS}>{children}</OfferSlotsProvider>;
}

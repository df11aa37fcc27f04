// Fills the offer slots (ui/offer-slots.tsx) with the offers feature's parts: the app layer is the
// one place allowed to join features. Like the post slots, they load as the app starts when the landing page may show them, else when first shown.
import type { ReactNode } from 'react';
import { OfferSlotsProvider, type OfferSlots } from '../ui/offer-slots';
import { preloaded } from './preloaded';

const MakeOffer = preloaded(() => import('../features/offers/make-offer').then((m) => m.MakeOffer), { whenUsed: true });
const OfferCard = preloaded(() => import('../features/offers/offer-card').then((m) => m.OfferCard), { whenUsed: true });

export const APP_OFFER_SLOTS: OfferSlots = { MakeOffer, OfferCard };

/** Starts the slots' code as the app starts (see preloadPostSlots). */
export function preloadOfferSlots() {
  for (const slot of [MakeOffer, OfferCard]) void slot.preload().catch(() => {});
}

export function AppOfferSlots({ children }: { children: ReactNode }) {
  return <OfferSlotsProvider value={APP_OFFER_SLOTS}>{children}</OfferSlotsProvider>;
}

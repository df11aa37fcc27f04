import { useGetStoreShowcase } from '@thriftz/client/generated/stores/stores';
import type { Promo } from '@thriftz/client/generated/model';
import { PromoBanner } from './promo-banner';

/** What the strip says when no promo is running, so the home page never shows an empty band. */
const STANDING_PROMO: Promo = {
  id: 'standing',
  message: 'Student-run mini stores: cash on delivery or prepaid, delivered on campus',
  cta: 'Shop now',
  ctaLink: '/mini-stores',
};

/** The home page's promo banner: the same rotating promos as the mini-store home (every 4 s). */
export function HomePromos() {
  const { data, isPending } = useGetStoreShowcase({ query: { staleTime: 5 * 60_000 } });
  // The strip's place is held by the home page meanwhile, so nothing moves when the text arrives.
  if (isPending) return null;
  const promos = data?.promos.length ? data.promos : [STANDING_PROMO];
  return <PromoBanner promos={promos} />;
}

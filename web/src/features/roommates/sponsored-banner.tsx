import { Sofa } from 'lucide-react';
import { SponsoredCard } from '../../ui/sponsored-card';

/** Remembered for the browser tab's session: a closed banner stays closed until the tab is. */
export const SPONSORED_BANNER_KEY = 'thriftz.roommate-finder.sponsored-dismissed';

/**
 * The roommate finder's closeable sponsored card (document 2, section 2.3): an in-house promo for
 * furnishing a new room from Buy & Sell.
 */
export function SponsoredBanner() {
  return (
    <SponsoredCard
      storageKey={SPONSORED_BANNER_KEY}
      icon={Sofa}
      title="Moving in? Furnish your room for less."
      text="Mattresses, coolers, study tables and more from seniors on your campus."
      to="/products"
      cta="Shop Buy & Sell"
      closeLabel="Close sponsored banner"
    />
  );
}

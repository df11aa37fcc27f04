import { Sofa, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button';

/** Remembered for the browser tab's session: a closed banner stays closed until the tab is. */
export const SPONSORED_BANNER_KEY = 'thriftz.roommate-finder.sponsored-dismissed';

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(SPONSORED_BANNER_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The roommate finder's closeable sponsored card (document 2, section 2.3): an in-house promo for
 * furnishing a new room from Buy & Sell.
 */
export function SponsoredBanner() {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (dismissed) return null;

  const close = () => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(SPONSORED_BANNER_KEY, '1');
    } catch {
      // Storage refused (private mode): the banner stays closed for this visit only.
    }
  };

  return (
    <aside
      aria-label="Sponsored"
      className="relative flex flex-col gap-4 overflow-hidden rounded-xl border border-amber-200 bg-gradient-to-r from-amber-50 to-primary-soft p-4 pr-12 sm:flex-row sm:items-center sm:p-5 sm:pr-14"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-amber-600 shadow-sm ring-1 ring-amber-200">
        <Sofa aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wider text-amber-800">Sponsored</p>
        <p className="mt-0.5 font-semibold text-fg">Moving in? Furnish your room for less.</p>
        <p className="mt-0.5 text-sm text-fg-muted">Mattresses, coolers, study tables and more from seniors on your campus.</p>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-auto">
        <Link to="/products">Shop Buy &amp; Sell</Link>
      </Button>
      <button
        type="button"
        onClick={close}
        aria-label="Close sponsored banner"
        className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-full text-fg-muted hover:bg-white/70 hover:text-fg"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </aside>
  );
}

import { ExternalLink, Pause, Play, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { Promo } from '@thriftz/client/generated/model';
import { isInternalLink, isWebLink } from './store-labels';
import { useRotation } from './use-rotation';

/** The promo message changes every 4 seconds (document 2, section 9). */
export const PROMO_ROTATION_MS = 4_000;

/**
 * The strip of rotating promo messages above the mini-store home. A promo's link opens in a new
 * tab. It stops on hover and focus, with the pause button, and for visitors who ask for less motion.
 */
export function PromoBanner({ promos }: { promos: Promo[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const { index, running, reduced } = useRotation(promos.length, PROMO_ROTATION_MS, hovered || focused || stopped);
  const promo = promos[index];
  if (!promo) return null;

  return (
    <section
      aria-label="Promotions"
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className="bg-accent text-slate-950"
    >
      <div className="container-page flex min-h-11 items-center justify-center gap-3 py-1.5 text-center text-sm font-semibold">
        <Sparkles aria-hidden="true" className="size-4 shrink-0" />
        {/* Announced only when someone moves it, not on every turn. */}
        <p aria-live={running ? 'off' : 'polite'} className="min-w-0">
          <span key={promo.id} className="inline-block animate-fade-in">
            {promo.message}
          </span>
          {isInternalLink(promo.ctaLink) || isWebLink(promo.ctaLink) ? (
            <a
              href={promo.ctaLink}
              target="_blank"
              rel="noopener noreferrer"
              className="ml-2 inline-flex items-center gap-1 whitespace-nowrap underline underline-offset-2 hover:no-underline"
            >
              {promo.cta || 'Learn more'}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
        {promos.length > 1 && !reduced ? (
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Play promotions' : 'Pause promotions'}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-white/20"
          >
            {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        ) : null}
      </div>
    </section>
  );
}

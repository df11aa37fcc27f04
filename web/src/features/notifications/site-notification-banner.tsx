import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useListActiveSiteNotifications } from '@thriftz/client/generated/notifications/notifications';
import type { SiteNotification } from '@thriftz/client/generated/model';
import { toast } from '../../lib/toast';
import { dismissKey, readDismissed, rememberDismissed } from './dismissed-notifications';
import { usePrefersReducedMotion, useRotation } from './use-rotation';

export const LOAD_FAILED = 'Failed to load notifications';

function CtaLink({ notification }: { notification: SiteNotification }) {
  const { ctaLink, ctaText, textColor } = notification;
  if (!ctaLink) return null;
  const className =
    'inline-flex min-h-10 shrink-0 items-center rounded-lg border px-3 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';
  const style = { borderColor: textColor, color: textColor, outlineColor: textColor };
  const label = ctaText || 'Learn more';
  // Site paths stay in the app; https:// links (the only other kind the API accepts) open a new tab.
  return ctaLink.startsWith('/') ? (
    <Link to={ctaLink} className={className} style={style}>
      {label}
    </Link>
  ) : (
    <a href={ctaLink} target="_blank" rel="noopener noreferrer" className={className} style={style}>
      {label}
    </a>
  );
}

/**
 * Keyboard focus pauses rotation (a reader is on it); the focus a mouse click leaves on previous or
 * next does not, or it would hold rotation long after the 10 s pause the click asked for.
 */
function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return true;
  }
}

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * The site notification banner: the active notifications for this kind of page (home is '/'),
 * one at a time, in the page's flow below the header: it takes its own room and covers nothing
 * (no message box, toast or button under it). Several rotate every 5 s; previous/next pause that
 * for 10 s; hovering or focusing it pauses it, and so does a preference for reduced motion. Each
 * can be dismissed, except sticky ones: it stays dismissed in this browser (dismissed-notifications.ts).
 */
export function SiteNotificationBanner() {
  const { pathname } = useLocation();
  const page = pathname === '/' ? 'home' : 'other';
  const { data, isError } = useListActiveSiteNotifications({ page }, { query: { staleTime: 60_000 } });
  const [dismissed, setDismissed] = useState(readDismissed);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isError) toast.error(LOAD_FAILED);
  }, [isError]);

  const shown = useMemo(() => (data ?? []).filter((n) => !dismissed.has(dismissKey(n))), [data, dismissed]);
  const paused = hovered || focused || reducedMotion;
  const { index, next, previous } = useRotation(shown.length, paused);
  const current = shown[index];
  if (!current) return null;

  const dismiss = () => {
    const keys = new Set(dismissed).add(dismissKey(current));
    rememberDismissed(keys, data ?? []);
    setDismissed(keys);
    // Focus would be lost with the button gone: keep it in the banner if one remains, else the page.
    if (shown.length > 1) region.current?.focus();
    else document.getElementById('main')?.focus();
  };
  const name = current.title || current.message;
  const several = shown.length > 1;

  return (
    <section
        ref={region}
        tabIndex={-1}
        aria-label="Site notifications"
        aria-roledescription={several ? 'carousel' : undefined}
        data-testid="site-banner"
        className="container-page pt-3 focus:outline-none"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => setFocused(isKeyboardFocus(event.target))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {/* Phones: the text with the dismiss button, then a row with the call to action and the
            arrows. Wider screens: one row, arrows either side. One element per control either way. */}
        <div
          className="grid grid-cols-[1fr_auto_auto] items-center gap-x-2 gap-y-1 rounded-xl px-3 py-2 shadow-sm [grid-template-areas:'text_text_dismiss'_'cta_prev_next'] sm:grid-cols-[auto_1fr_auto_auto_auto] sm:gap-x-3 sm:px-4 sm:[grid-template-areas:'prev_text_cta_next_dismiss']"
          style={{ backgroundColor: current.backgroundColor, color: current.textColor }}
        >
          {several && (
            <button
              type="button"
              className={`${iconButton} [grid-area:prev]`}
              onClick={previous}
              aria-label="Previous notification"
              style={{ outlineColor: current.textColor }}
            >
              <ChevronLeft aria-hidden className="size-5" />
            </button>
          )}
          <div
            className="flex min-w-0 items-center gap-3 [grid-area:text]"
            aria-live={paused ? 'polite' : 'off'}
            aria-atomic="true"
            aria-roledescription={several ? 'slide' : undefined}
            aria-label={several ? `${index + 1} of ${shown.length}` : undefined}
            role={several ? 'group' : undefined}
          >
            {current.imageUrl && (
              <img src={current.imageUrl} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 rounded-md object-cover" />
            )}
            <div className="min-w-0">
              {current.title && <p className="font-semibold leading-snug">{current.title}</p>}
              <p className="text-sm leading-snug [overflow-wrap:anywhere]">{current.message}</p>
            </div>
          </div>
          {current.ctaLink && (
            <div className="justify-self-start [grid-area:cta]">
              <CtaLink notification={current} />
            </div>
          )}
          {several && (
            <button
              type="button"
              className={`${iconButton} [grid-area:next]`}
              onClick={next}
              aria-label="Next notification"
              style={{ outlineColor: current.textColor }}
            >
              <ChevronRight aria-hidden className="size-5" />
            </button>
          )}
          {!current.isSticky && (
            <button
              type="button"
              className={`${iconButton} [grid-area:dismiss]`}
              onClick={dismiss}
              aria-label={`Dismiss notification: ${name}`}
              style={{ outlineColor: current.textColor }}
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
      </section>
  );
}

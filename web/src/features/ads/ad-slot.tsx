// A named ad position's sponsored banner (GET /api/ads/active?position=): the newest active ad in
// its date window, its space reserved at the position's size so nothing below it moves.
import { useState } from 'react';
import { X } from 'lucide-react';
import { useListActiveAds } from '@thriftz/client/generated/ads/ads';
import type { AdContent } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import type { AdSlotProps } from '../../ui/posts/post-slots';

/** The seeded positions' sizes (reference data), which give each slot its aspect ratio. */
const POSITION_SIZES: Record<string, [number, number]> = {
  'homepage-hero': [1200, 400],
  'product-listing': [300, 250],
  sidebar: [300, 600],
  header: [728, 90],
  footer: [728, 90],
};

const isExternal = (link: string) => /^https:\/\//i.test(link);

/**
 * The ads a student closed, by id, for the rest of the browser session (sessionStorage): closed
 * stays closed on every page and reload until the browser is closed; a different ad still shows.
 * Without storage (privacy modes) it stays closed until the page is reloaded.
 */
const CLOSED_KEY = 'thriftz.closedAds';

function readClosed(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function rememberClosed(ids: string[]): void {
  try {
    window.sessionStorage.setItem(CLOSED_KEY, JSON.stringify(ids.slice(-50)));
  } catch {
    // Kept in memory for this page only.
  }
}

function AdPicture({ ad, width, height }: { ad: AdContent; width: number; height: number }) {
  if (ad.imageUrl) {
    return <img src={ad.imageUrl} alt={ad.title} width={width} height={height} loading="lazy" decoding="async" className="block size-full object-contain" />;
  }
  return (
    <span className="flex size-full flex-col items-center justify-center gap-1 bg-gradient-to-r from-amber-50 to-primary-soft p-3 text-center">
      <span className="font-semibold text-fg">{ad.title}</span>
      {ad.description && <span className="line-clamp-2 text-sm text-fg-muted">{ad.description}</span>}
    </span>
  );
}

/**
 * Nothing at all when the position has no ad to show (or the call fails: an ad is never worth an
 * error), or when the student closed this ad in this browser session. The picture shows whole (contained).
 */
export function AdSlot({ position, className }: AdSlotProps) {
  const { data, isPending } = useListActiveAds({ position }, { query: { staleTime: 5 * 60_000, retry: false } });
  const [closed, setClosed] = useState(readClosed);
  const [width, height] = POSITION_SIZES[position] ?? [300, 250];
  const ad = data?.[0];
  if (!isPending && !ad) return null;
  if (ad && closed.includes(ad._id)) return null;

  const close = () => {
    if (!ad) return;
    const next = [...closed, ad._id];
    rememberClosed(next);
    setClosed(next);
  };

  const frame = (
    <span className="block overflow-hidden rounded-xl border border-line bg-canvas" style={{ aspectRatio: `${width} / ${height}` }}>
      {ad && <AdPicture ad={ad} width={width} height={height} />}
    </span>
  );

  return (
    <aside aria-label="Sponsored" className={cn('mx-auto w-full', className)} style={{ maxWidth: width }} data-ad-position={position}>
      <div className="mb-1 flex h-8 items-center justify-between gap-2">
        <p className="text-xs font-semibold uppercase tracking-wider text-fg-muted">Sponsored</p>
        {ad ? (
          <button
            type="button"
            onClick={close}
            aria-label={`Close ad: ${ad.title}`}
            title="Close ad"
            className="inline-flex size-8 items-center justify-center rounded-full text-fg-muted hover:bg-slate-100 hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      {ad?.linkUrl ? (
        <a
          href={ad.linkUrl}
          rel="sponsored noopener"
          target={isExternal(ad.linkUrl) ? '_blank' : undefined}
          className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          aria-label={ad.title}
        >
          {frame}
        </a>
      ) : (
        frame
      )}
    </aside>
  );
}


// A named ad position's sponsored banner (GET /api/ads/active?position=): the newest active ad in
// its date window, its space reserved at the position's size so nothing below it moves.
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

function AdPicture({ ad, width, height }: { ad: AdContent; width: number; height: number }) {
  if (ad.imageUrl) {
    return <img src={ad.imageUrl} alt={ad.title} width={width} height={height} loading="lazy" decoding="async" className="block size-full object-cover" />;
  }
  return (
    <span className="flex size-full flex-col items-center justify-center gap-1 bg-gradient-to-r from-amber-50 to-primary-soft p-3 text-center">
      <span className="font-semibold text-fg">{ad.title}</span>
      {ad.description && <span className="line-clamp-2 text-sm text-fg-muted">{ad.description}</span>}
    </span>
  );
}

/** Nothing at all when the position has no ad to show (or the call fails: an ad is never worth an error). */
export function AdSlot({ position, className }: AdSlotProps) {
  const { data, isPending } = useListActiveAds({ position }, { query: { staleTime: 5 * 60_000, retry: false } });
  const [width, height] = POSITION_SIZES[position] ?? [300, 250];
  const ad = data?.[0];
  if (!isPending && !ad) return null;

  const frame = (
    <span className="block overflow-hidden rounded-xl border border-line bg-canvas" style={{ aspectRatio: `${width} / ${height}` }}>
      {ad && <AdPicture ad={ad} width={width} height={height} />}
    </span>
  );

  return (
    <aside aria-label="Sponsored" className={cn('mx-auto w-full', className)} style={{ maxWidth: width }} data-ad-position={position}>
      <p className="mb-1 text-xs font-semibold uppercase tracking-wider text-fg-muted">Sponsored</p>
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


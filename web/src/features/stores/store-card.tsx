import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Image, StoreCard as StoreCardData } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../ui/skeleton';
import { NewBadge } from './product-card';
import { STORE_CATEGORY_LOOK, STORE_MESSAGES, storePath } from './store-labels';

/** The store's cover, or its category's emoji on a tint when it has none. */
export function StoreCover({
  store,
  priority = false,
  sizes = '(min-width: 1280px) 18rem, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  className,
}: {
  store: Pick<StoreCardData, 'coverImage' | 'category' | 'name'>;
  priority?: boolean;
  /** The width it is drawn at, for the browser's choice of variant. */
  sizes?: string;
  className?: string;
}) {
  const look = STORE_CATEGORY_LOOK[store.category] ?? STORE_CATEGORY_LOOK.miscellaneous;
  if (store.coverImage) {
    return (
      <img
        src={store.coverImage.cardUrl}
        srcSet={`${store.coverImage.cardUrl} 600w, ${store.coverImage.mainUrl} 800w`}
        sizes={sizes}
        alt=""
        width={600}
        height={450}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div className={cn('flex size-full items-center justify-center', className)} style={{ backgroundImage: look.tint }}>
      <span role="img" aria-label={look.label} className="text-6xl">
        {look.emoji}
      </span>
    </div>
  );
}

/** The banner pictures of a store, one at a time and whole (letterboxed), with previous and next. */
function Highlights({ images, storeName }: { images: Image[]; storeName: string }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return <p className="text-sm text-fg-subtle">{STORE_MESSAGES.noHighlights}</p>;
  const image = images[index % images.length]!;
  const go = (by: number) => setIndex((i) => (i + by + images.length) % images.length);
  return (
    <div className="relative overflow-hidden rounded-lg bg-slate-100" aria-roledescription="carousel" aria-label={`${storeName} highlights`}>
      {/* The uncropped picture (the 4:3 card size is cut to fill): a highlight often carries text. */}
      <img
        src={image.mainUrl}
        alt={`${storeName}, highlight ${index + 1} of ${images.length}`}
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full object-contain"
      />
      {images.length > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label="Previous highlight"
            className="absolute left-1.5 top-1/2 z-10 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-fg shadow"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label="Next highlight"
            className="absolute right-1.5 top-1/2 z-10 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-fg shadow"
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
          <span className="tabular absolute bottom-1.5 right-1.5 rounded-full bg-slate-950/60 px-2 py-0.5 text-xs font-medium text-white">
            {index + 1} / {images.length}
          </span>
        </>
      ) : null}
    </div>
  );
}

/**
 * A store in the grids: cover (or its category's emoji), NEW and category badges, name and the
 * Explore Store link. On hover or keyboard focus it opens to show About and the Highlights.
 */
export function StoreCard({ store, priority = false }: { store: StoreCardData; priority?: boolean }) {
  const look = STORE_CATEGORY_LOOK[store.category] ?? STORE_CATEGORY_LOOK.miscellaneous;
  return (
    <article className="card group flex flex-col overflow-hidden transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-primary">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <StoreCover store={store} priority={priority} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        {store.isNew ? <NewBadge className="absolute left-2 top-2" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <span className="self-start rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary-ink">{look.label}</span>
        <h3 className="line-clamp-2 text-base font-semibold text-fg">{store.name}</h3>
        {/* Opens on hover and on focus inside the card; its content is in the page for screen readers either way. */}
        <div className="grid grid-rows-[0fr] transition-[grid-template-rows] duration-300 group-focus-within:grid-rows-[1fr] group-hover:grid-rows-[1fr]">
          <div className="min-h-0 overflow-hidden">
            <div className="space-y-3 pb-1 pt-2">
              <div>
                <h4 className="text-xs font-semibold uppercase tracking-wider text-fg-subtle">About</h4>
                <p className="mt-1 line-clamp-3 text-sm text-fg-muted">{store.description || STORE_MESSAGES.noDescription}</p>
              </div>
              <div>
                <h4 className="mb-1.5 text-xs font-semibold uppercase tracking-wider text-fg-subtle">Highlights</h4>
                <Highlights images={store.highlights} storeName={store.name} />
              </div>
            </div>
          </div>
        </div>
        <Link
          to={storePath(store.slug)}
          className="mt-auto inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary-solid px-4 text-sm font-semibold text-white hover:bg-primary-solid-hover sm:h-10"
          aria-label={`Explore Store ${store.name}`}
        >
          Explore Store
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

export const STORE_GRID_CLASSES = 'grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function StoreGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={STORE_GRID_CLASSES}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card overflow-hidden" aria-hidden="true">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-10 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

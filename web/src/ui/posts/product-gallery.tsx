import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageOff, Maximize2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { Image } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';

const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

const arrowClasses =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-fg shadow-md ' +
  'backdrop-blur transition hover:bg-white disabled:opacity-0';

/**
 * A listing's pictures: a swipeable main view (800 px images), thumbnails under it, and a zoom
 * lightbox when a picture is clicked.
 */
export function ProductGallery({ images, title }: { images: Image[]; title: string }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: false });
  const [selected, setSelected] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const show = useCallback(
    (index: number) => {
      setSelected(index);
      embla?.scrollTo(index);
    },
    [embla],
  );

  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-slate-100 text-slate-400">
        <ImageOff aria-hidden="true" className="size-12" strokeWidth={1.5} />
        <span className="sr-only">No pictures</span>
      </div>
    );
  }

  const many = images.length > 1;

  return (
    <div>
      <div className="relative overflow-hidden rounded-xl bg-slate-100 ring-1 ring-line">
        <div ref={viewportRef} className="overflow-hidden">
          <div className="flex touch-pan-y">
            {images.map((image, index) => (
              <div key={image._id} className="relative min-w-0 flex-[0_0_100%]">
                <button
                  type="button"
                  onClick={() => {
                    setSelected(index);
                    setLightboxOpen(true);
                  }}
                  className="group block aspect-[4/3] w-full cursor-zoom-in"
                  aria-label={`Zoom picture ${index + 1} of ${images.length}`}
                >
                  <img
                    src={image.mainUrl}
                    alt={`${title}, picture ${index + 1} of ${images.length}`}
                    width={800}
                    height={600}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    decoding="async"
                    className="size-full object-contain"
                  />
                  <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/60 px-2.5 py-1 text-xs font-medium text-white opacity-90 group-hover:opacity-100">
                    <Maximize2 aria-hidden="true" className="size-3.5" />
                    Zoom
                  </span>
                </button>
              </div>
            ))}
          </div>
        </div>
        {many ? (
          <>
            <button
              type="button"
              onClick={() => show(Math.max(0, selected - 1))}
              disabled={selected === 0}
              aria-label="Previous picture"
              className={cn(arrowClasses, 'left-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => show(Math.min(images.length - 1, selected + 1))}
              disabled={selected === images.length - 1}
              aria-label="Next picture"
              className={cn(arrowClasses, 'right-3')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <span className="tabular absolute left-3 top-3 rounded-full bg-slate-950/60 px-2.5 py-1 text-xs font-medium text-white">
              {selected + 1} / {images.length}
            </span>
          </>
        ) : null}
      </div>

      {many ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Pictures">
          {images.map((image, index) => (
            <li key={image._id} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-current={index === selected ? 'true' : undefined}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg ring-2 ring-offset-2 transition sm:size-20',
                  index === selected ? 'ring-primary' : 'ring-transparent opacity-70 hover:opacity-100',
                )}
              >
                <img src={image.thumbUrl} alt="" width={100} height={75} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {lightboxOpen ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={images}
            title={title}
            index={selected}
            onIndexChange={show}
            onClose={() => setLightboxOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { ImageOff } from 'lucide-react';
import type { ListingCard } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';

/** The width a card takes in the post grids (2 columns on phones, 3 from md, 4 from xl). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 18rem, (min-width: 768px) 33vw, 50vw';

/**
 * The 4:3 picture of a post (listing, request, roommate post), or a quiet placeholder when it
 * has none. The browser picks the variant for the width it draws (`sizes`): the 100 px thumb, the
 * 600×450 card or the 800 px main, cropped to 4:3 alike. It keeps its 4:3 box before it loads.
 * The first card of a page loads eagerly with high priority (it is usually the largest paint); the rest lazily.
 */
export function PostImage({
  image,
  priority = false,
  sizes = CARD_IMAGE_SIZES,
  className,
}: {
  image: ListingCard['image'];
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={cn('flex size-full items-center justify-center bg-slate-100 text-slate-400', className)}>
        <ImageOff aria-hidden="true" className="size-8" strokeWidth={1.5} />
      </div>
    );
  }
  return (
    <img
      src={image.cardUrl}
      srcSet={`${image.thumbUrl} 100w, ${image.cardUrl} 600w, ${image.mainUrl} 800w`}
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

import { ImageOff } from 'lucide-react';
import type { ListingCard } from '../../api/generated/model';
import { cn } from '../../lib/cn';

/**
 * The 600×450 picture of a post (listing, request, roommate post), or a quiet placeholder when it
 * has none. The first card of a page loads eagerly with high priority (it is usually the largest paint); the rest lazily.
 */
export function PostImage({
  image,
  priority = false,
  className,
}: {
  image: ListingCard['image'];
  priority?: boolean;
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

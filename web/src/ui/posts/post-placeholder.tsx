import { categoryLook } from '../../lib/posts/category-look';
import { cn } from '../../lib/cn';

/**
 * Where a post has no picture (requests and roommate posts may have none): its category's icon on
 * a tinted panel, instead of a grey box with a broken-picture sign. `className` sizes it (a card's
 * 4:3 slot, or a modest band on a detail page).
 */
export function PostPlaceholder({ category, className, label }: { category: string; className?: string; label?: string }) {
  const { icon: Icon, tint } = categoryLook(category);
  return (
    <div className={cn('flex size-full flex-col items-center justify-center gap-2', tint, className)} role={label ? 'img' : undefined} aria-label={label}>
      <Icon aria-hidden="true" className="size-10 opacity-80" strokeWidth={1.5} />
    </div>
  );
}

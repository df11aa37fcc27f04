import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../../ui/button';
import { useWishlist } from './use-wishlist';

/**
 * The wishlist heart for a listing or request: a round icon button over a card's picture, or a
 * labelled button ('full') on a detail page.
 */
export function WishlistButton({ itemId, variant = 'icon' }: { itemId: string; variant?: 'icon' | 'full' }) {
  const { has, toggle } = useWishlist();
  const saved = has(itemId);
  const label = saved ? 'Remove from wishlist' : 'Add to wishlist';
  const heart = (
    <Heart
      aria-hidden="true"
      className={cn('size-5 transition-colors', saved ? 'fill-danger text-danger' : 'text-current')}
    />
  );

  if (variant === 'full') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={() => toggle(itemId)}
        className={buttonClasses('secondary', 'md', saved ? 'border-rose-200 bg-danger-soft text-danger-ink hover:bg-rose-100' : undefined)}
      >
        {heart}
        {label}
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={() => toggle(itemId)}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-md backdrop-blur transition-transform',
        'hover:scale-105 hover:text-danger active:scale-95',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
      )}
    >
      {heart}
    </button>
  );
}

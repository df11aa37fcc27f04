import { Flame } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { StoreProduct } from '@thriftz/client/generated/model';
import { cn } from '../../lib/cn';
import { formatRupees } from '../../lib/format';
import { Skeleton } from '../../ui/skeleton';
import { PostImage } from '../../ui/posts/post-image';
import { PostPlaceholder } from '../../ui/posts/post-placeholder';
import { PRODUCT_CATEGORY_LABELS, productPath } from './store-labels';

export type ViewMode = 'grid' | 'list';

export function NewBadge({ className }: { className?: string }) {
  // primary-solid: white on it passes AA for this small text (emerald-600 was 3.8:1).
  return <span className={cn('rounded-full bg-primary-solid px-2 py-0.5 text-xs font-bold text-white shadow-sm', className)}>NEW</span>;
}

export function HotBadge({ className, label = 'Hot' }: { className?: string; label?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-slate-950 shadow-sm', className)}>
      <Flame aria-hidden="true" className="size-3 fill-current" />
      {label}
    </span>
  );
}

/**
 * A store's product in a grid or a list: its 4:3 picture, NEW and hot badges, title, price and
 * stock. The title's link covers the card; a product of a deleted store has no page to open.
 */
export function ProductCard({
  product,
  view = 'grid',
  priority = false,
  className,
}: {
  product: StoreProduct;
  view?: ViewMode;
  priority?: boolean;
  className?: string;
}) {
  const soldOut = product.stock <= 0;
  const href = product.store.slug ? productPath(product.store.slug, product._id) : null;
  const list = view === 'list';
  return (
    <article
      className={cn(
        'card group relative flex overflow-hidden transition-shadow hover:shadow-lg focus-within:ring-2 focus-within:ring-primary',
        list ? 'flex-row' : 'flex-col',
        className,
      )}
    >
      <div className={cn('relative aspect-[4/3] shrink-0 overflow-hidden bg-slate-100', list ? 'w-36 sm:w-56' : 'w-full')}>
        {product.images[0] ? (
          <PostImage
            image={product.images[0]}
            priority={priority}
            sizes={list ? '14rem' : undefined}
            className={cn('transition-transform duration-300 group-hover:scale-[1.03]', soldOut && 'opacity-60 grayscale')}
          />
        ) : (
          <PostPlaceholder category={product.category} />
        )}
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {product.isNew ? <NewBadge /> : null}
          {product.isHot ? <HotBadge /> : null}
        </div>
        {soldOut ? (
          <span className="absolute inset-x-0 bottom-0 bg-slate-950/70 py-1 text-center text-xs font-semibold uppercase tracking-wider text-white">
            Out of Stock
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug text-fg sm:text-base">
          {href ? (
            <Link to={href} className="outline-none after:absolute after:inset-0 after:content-['']">
              {product.title}
            </Link>
          ) : (
            product.title
          )}
        </h3>
        {list && product.description ? <p className="line-clamp-2 text-sm text-fg-muted">{product.description}</p> : null}
        <p className="tabular text-base font-bold text-fg sm:text-lg">{formatRupees(product.price)}</p>
        <div className="mt-auto flex flex-wrap items-center gap-1.5 text-xs text-fg-muted">
          <span className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{PRODUCT_CATEGORY_LABELS[product.category]}</span>
        </div>
      </div>
    </article>
  );
}

export const PRODUCT_GRID_CLASSES = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** Placeholders of the cards' shape, announced once. */
export function ProductGridSkeleton({ count = 8, label, className = PRODUCT_GRID_CLASSES }: { count?: number; label: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card overflow-hidden" aria-hidden="true">
          <Skeleton className="aspect-[4/3] w-full rounded-none" />
          <div className="space-y-2 p-3 sm:p-4">
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

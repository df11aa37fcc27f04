import { formatRupees } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Eye, EyeOff, ImageOff, Pencil, Trash2 } from 'lucide-react';
import type { StoreProduct } from '@thriftz/client/generated/model';
import { PRODUCT_CATEGORY_LABELS } from './product-form';

export interface ProductItemActions {
  onEdit: (product: StoreProduct) => void;
  onToggle: (product: StoreProduct) => void;
  onDelete: (product: StoreProduct) => void;
  toggling: boolean;
}

function Thumb({ product, className }: { product: StoreProduct; className: string }) {
  const image = product.images[0];
  return image ? (
    <img src={image.cardUrl} alt="" width={600} height={450} loading="lazy" className={`${className} bg-slate-100 object-cover`} />
  ) : (
    <div aria-hidden="true" className={`${className} flex items-center justify-center bg-slate-100 text-slate-400`}>
      <ImageOff className="size-8" />
    </div>
  );
}

function Facts({ product }: { product: StoreProduct }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone={product.isActive ? 'success' : 'neutral'}>{product.isActive ? 'Active' : 'Inactive'}</Badge>
      <Badge>{PRODUCT_CATEGORY_LABELS[product.category] ?? product.category}</Badge>
      <Badge tone={product.stock > 0 ? 'info' : 'danger'}>{product.stock > 0 ? `Stock: ${product.stock}` : 'Out of stock'}</Badge>
      {product.hasSizes ? <Badge>{product.sizes.map((size) => size.size).join(' · ')}</Badge> : null}
    </div>
  );
}

function Actions({ product, onEdit, onToggle, onDelete, toggling }: { product: StoreProduct } & ProductItemActions) {
  return (
    <div className="flex gap-2">
      <Button variant="secondary" size="sm" onClick={() => onEdit(product)} aria-label={`Edit ${product.title}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button variant="secondary" size="sm" busy={toggling} onClick={() => onToggle(product)} aria-label={`${product.isActive ? 'Deactivate' : 'Activate'} ${product.title}`}>
        {toggling ? null : product.isActive ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        {product.isActive ? 'Deactivate' : 'Activate'}
      </Button>
      <Button variant="ghost" size="sm" className="text-danger-ink hover:bg-danger-soft hover:text-danger-ink" onClick={() => onDelete(product)} aria-label={`Delete ${product.title}`}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** A product in the grid: picture, title, price, its state and actions. */
export function ProductCard({ product, ...actions }: { product: StoreProduct } & ProductItemActions) {
  return (
    <li className={`card flex flex-col overflow-hidden ${product.isActive ? '' : 'opacity-80'}`}>
      <Thumb product={product} className="aspect-[4/3] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-fg">{product.title}</h3>
        <p className="text-lg font-bold tabular text-fg">{formatRupees(product.price)}</p>
        <Facts product={product} />
        <div className="mt-auto pt-2">
          <Actions product={product} {...actions} />
        </div>
      </div>
    </li>
  );
}

/** A product in the list: one row. */
export function ProductRow({ product, ...actions }: { product: StoreProduct } & ProductItemActions) {
  return (
    <li className="card flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Thumb product={product} className="size-16 shrink-0 rounded-lg" />
        <div className="min-w-0 space-y-1">
          <h3 className="truncate font-semibold text-fg">{product.title}</h3>
          <p className="font-bold tabular text-fg">{formatRupees(product.price)}</p>
          <Facts product={product} />
        </div>
      </div>
      <Actions product={product} {...actions} />
    </li>
  );
}

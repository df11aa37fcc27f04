/** One line of the cart (its store heads the group it is in): picture, title, size, price, the quantity stepper (1 to the stock) and Remove. */
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { lineKey, removeFromCart, setCartQuantity, type CartItem } from '../../lib/cart';
import { isOutOfStock, needsSize } from '../../lib/cart-stores';
import { formatRupees } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { Thumb } from '../../ui/thumb';

const stepButton =
  'inline-flex size-11 items-center justify-center text-fg transition-colors hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-40 sm:size-9 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary';

export const productPath = (item: CartItem) => (item.store?.slug ? `/mini-stores/${item.store.slug}/product/${item._id}` : null);

export function CartLine({ item }: { item: CartItem }) {
  const key = lineKey(item);
  const outOfStock = isOutOfStock(item);
  const atStock = item.quantity >= item.stock;
  const href = productPath(item);

  return (
    <li className="py-4">
      <div className="flex gap-3 sm:gap-4">
        <Thumb src={item.imageUrl} size={80} />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold text-fg">
            {href ? (
              <Link to={href} className="hover:text-primary-ink hover:underline">
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-fg-muted">
            {item.size ? <span>Size: {item.size}</span> : null}
            <span className="tabular">{formatRupees(item.price)} each</span>
          </div>
          <div className="mt-1.5 flex flex-wrap gap-2 empty:hidden">
            {outOfStock ? <Badge tone="danger">Out of stock</Badge> : atStock ? <Badge tone="warning">Only {item.stock} left</Badge> : null}
            {needsSize(item) ? <Badge tone="warning">Please select a size for {item.title}</Badge> : null}
          </div>
        </div>
      </div>

      {/* Under the picture on phones, so the stepper keeps its 44 px buttons on a 360 px screen. */}
      <div className="mt-3 flex items-center justify-between gap-3 sm:pl-24">
        <p className="tabular text-base font-bold text-fg">{formatRupees(item.price * item.quantity)}</p>
        <div className="flex items-center gap-2">
          <div role="group" aria-label={`Quantity of ${item.title}`} className="inline-flex items-center overflow-hidden rounded-lg border border-line-strong">
            <button
              type="button"
              className={stepButton}
              aria-label={`Decrease quantity of ${item.title}`}
              disabled={item.quantity <= 1}
              onClick={() => setCartQuantity(key, item.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output aria-live="polite" className="tabular min-w-9 text-center text-sm font-semibold">
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              aria-label={`Increase quantity of ${item.title}`}
              disabled={atStock}
              onClick={() => setCartQuantity(key, item.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            onClick={() => removeFromCart(key)}
            aria-label={`Remove ${item.title}`}
            title="Remove"
            className="inline-flex size-11 items-center justify-center rounded-lg text-fg-muted transition-colors hover:bg-danger-soft hover:text-danger-ink sm:size-9"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}

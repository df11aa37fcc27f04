/** Checkout's order summary: each line with its 48 px picture, then subtotal, free shipping, tax 0 and the total. */
import type { CartItem } from '../../lib/cart';
import { cartTotal } from '../../lib/cart';
import { formatRupees } from '../../lib/format';
import { Thumb } from '../../ui/thumb';

export function OrderSummary({ storeName, items }: { storeName: string; items: readonly CartItem[] }) {
  const total = cartTotal(items);
  return (
    <section aria-labelledby="checkout-summary" className="card space-y-4 p-5">
      <div>
        <h2 id="checkout-summary" className="text-lg font-semibold text-fg">
          Order Summary
        </h2>
        <p className="text-sm text-fg-muted">From {storeName}</p>
      </div>
      <ul className="divide-y divide-line">
        {items.map((item) => (
          <li key={`${item._id}|${item.size ?? ''}`} className="flex items-center gap-3 py-3">
            <Thumb src={item.imageUrl} size={48} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-fg">{item.title}</p>
              <p className="text-xs text-fg-muted">
                {item.size ? `Size: ${item.size} · ` : ''}Qty: {item.quantity} × <span className="tabular">{formatRupees(item.price)}</span>
              </p>
            </div>
            <p className="tabular text-sm font-semibold text-fg">{formatRupees(item.price * item.quantity)}</p>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-fg-muted">Subtotal</dt>
          <dd className="tabular font-semibold text-fg">{formatRupees(total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-fg-muted">Shipping</dt>
          <dd className="font-semibold text-primary-ink">Free</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-fg-muted">Tax</dt>
          <dd className="tabular font-semibold text-fg">{formatRupees(0)}</dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base">
          <dt className="font-semibold text-fg">Total</dt>
          <dd className="tabular font-bold text-fg">{formatRupees(total)}</dd>
        </div>
      </dl>
      <p className="text-xs text-fg-subtle">The store confirms the final price and stock when you place the order.</p>
    </section>
  );
}

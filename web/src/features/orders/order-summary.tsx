/** Checkout's order summary: each line with its 48 px picture, then subtotal, free shipping, tax 0 and the total. */
import { cartTotal, type CartItem } from '../../lib/cart';
import { OrderTotals } from '../../ui/order-totals';
import { OrderLineRow } from './order-line-row';

export function OrderSummary({ storeName, items }: { storeName: string; items: readonly CartItem[] }) {
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
          <OrderLineRow key={`${item._id}|${item.size ?? ''}`} imageUrl={item.imageUrl} title={item.title} size={item.size} quantity={item.quantity} price={item.price} />
        ))}
      </ul>
      <div className="border-t border-line pt-4">
        <OrderTotals total={cartTotal(items)} />
      </div>
      <p className="text-xs text-fg-subtle">The store confirms the final price and stock when you place the order.</p>
    </section>
  );
}

/** The money lines under a cart or an order: subtotal, shipping (always free) and tax (0), then the total (document 2, section 9). */
import { formatRupees, pluralize } from '../lib/format';

export function OrderTotals({ total, itemCount }: { total: number; itemCount?: number }) {
  return (
    <dl className="space-y-2.5 text-sm">
      <div className="flex justify-between">
        <dt className="text-fg-muted">Subtotal{itemCount === undefined ? '' : ` (${pluralize(itemCount, 'item')})`}</dt>
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
  );
}

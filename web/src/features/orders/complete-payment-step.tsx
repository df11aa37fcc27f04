/**
 * Checkout's second step for a prepaid order: the order is made and its stock held, awaiting its
 * payment. The payment window opens at once; closed or failed, it can be opened again, or the order
 * given up (its stock returned), and the cart is kept either way.
 */
import { CreditCard, XCircle } from 'lucide-react';
import type { Order } from '@thriftz/client/generated/model';
import { formatRupees } from '../../lib/format';
import { Button } from '../../ui/button';

export function CompletePaymentStep({
  order,
  paying,
  abandoning,
  onPay,
  onAbandon,
}: {
  order: Order;
  paying: boolean;
  abandoning: boolean;
  onPay: () => void;
  onAbandon: () => void;
}) {
  return (
    <section aria-labelledby="complete-payment" className="card space-y-5 p-5 sm:p-6">
      <div>
        <h2 id="complete-payment" className="text-lg font-semibold text-fg">
          Complete Payment
        </h2>
        <p className="mt-1 text-sm text-fg-muted">
          Order <span className="font-semibold text-fg">{order.orderId}</span> from {order.store.name} is waiting for your payment. Your items
          are held for you until then.
        </p>
      </div>
      <div className="flex items-center justify-between rounded-lg border border-line bg-slate-50 px-4 py-3">
        <span className="text-sm text-fg-muted">Amount to pay</span>
        <span className="tabular text-2xl font-bold text-fg">{formatRupees(order.total)}</span>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="sm:flex-1" busy={paying} disabled={abandoning} onClick={onPay}>
          {paying ? null : <CreditCard aria-hidden="true" className="size-4" />}
          {paying ? 'Processing...' : 'Complete Payment'}
        </Button>
        <Button size="lg" variant="secondary" busy={abandoning} disabled={paying} onClick={onAbandon}>
          {abandoning ? null : <XCircle aria-hidden="true" className="size-4" />}
          Cancel order
        </Button>
      </div>
    </section>
  );
}

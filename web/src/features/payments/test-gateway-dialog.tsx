/**
 * The built-in test gateway's payment window (no Razorpay keys configured): it shows what is being
 * bought and lets the tester pay, fail the payment or close the window, so every paid flow works
 * offline and end to end. Pay and Fail go through the server, as Razorpay's own window would.
 */
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { payTestGatewayOrder } from '@thriftz/client/generated/payments/payments';
import type { PaymentOrder } from '@thriftz/client/generated/model';
import { formatRupees } from '../../lib/format';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import type { GatewayOutcome } from './gateway-outcome';

export const PAYMENT_FAILED_MESSAGE = 'Payment processing failed';

export function TestGatewayDialog({ order, onOutcome }: { order: PaymentOrder; onOutcome: (outcome: GatewayOutcome) => void }) {
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const amount = formatRupees(order.amount / 100, { whole: true });

  const send = async (outcome: 'success' | 'failure') => {
    setBusy(outcome);
    try {
      const response = await payTestGatewayOrder(order.id, { outcome });
      onOutcome(outcome === 'success' ? { kind: 'paid', response } : { kind: 'failed', message: PAYMENT_FAILED_MESSAGE });
    } catch {
      // A failure answers 402; anything else (the server unreachable) fails the payment the same way.
      onOutcome({ kind: 'failed', message: PAYMENT_FAILED_MESSAGE });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onOutcome({ kind: 'dismissed' });
      }}
      title="Test payment"
      description={order.description}
    >
      <div className="space-y-4">
        <div className="flex items-center justify-between rounded-lg border border-line bg-slate-50 px-4 py-3">
          <span className="text-sm text-fg-muted">{order.name}</span>
          <span className="tabular text-2xl font-bold text-fg">{amount}</span>
        </div>
        <p className="flex items-start gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-ink">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Test gateway.</strong> No money moves: Razorpay keys are not configured.
          </span>
        </p>
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button className="sm:flex-1" busy={busy === 'success'} disabled={busy !== null} onClick={() => void send('success')}>
            Pay {amount}
          </Button>
          <Button variant="danger" busy={busy === 'failure'} disabled={busy !== null} onClick={() => void send('failure')}>
            Fail payment
          </Button>
          <Button variant="secondary" disabled={busy !== null} onClick={() => onOutcome({ kind: 'dismissed' })}>
            Cancel
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

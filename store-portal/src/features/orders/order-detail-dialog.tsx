import { formatDateTime, formatRupees } from '@web/lib/format';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Dialog } from '@web/ui/dialog';
import { Mail, RefreshCw, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Order } from '@thriftz/client/generated/model';
import { canUpdate, isEmailKind, PAYMENT_LABELS, revertTo, STATUS_LABELS, STATUS_TONES } from './order-status';
import { useResendEmail } from './use-resend-email';

const TIMELINE: { key: keyof Order; label: string }[] = [
  { key: 'createdAt', label: 'Placed' },
  { key: 'confirmedAt', label: 'Confirmed' },
  { key: 'shippedAt', label: 'Shipped' },
  { key: 'deliveredAt', label: 'Delivered' },
  { key: 'cancelledAt', label: 'Cancelled' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-fg-subtle">{title}</h3>
      {children}
    </section>
  );
}

function Timeline({ order }: { order: Order }) {
  const steps = TIMELINE.flatMap(({ key, label }) => {
    const at = order[key];
    return typeof at === 'string' ? [{ label, at }] : [];
  });
  return (
    <ol aria-label="Timeline" className="relative space-y-3 border-l-2 border-line pl-4">
      {steps.map((step) => (
        <li key={step.label} className="relative text-sm">
          <span aria-hidden="true" className="absolute -left-[1.4rem] top-1 size-3 rounded-full border-2 border-surface bg-primary" />
          <span className="font-semibold text-fg">{step.label}</span> <span className="text-fg-muted">{formatDateTime(step.at)}</span>
        </li>
      ))}
    </ol>
  );
}

interface DetailProps {
  order: Order | null;
  storeName: string;
  onClose: () => void;
  onUpdate: (order: Order) => void;
}

/** Everything about one order: customer, address, lines, payment, timeline, and what can be done. */
export function OrderDetailDialog({ order, storeName, onClose, onUpdate }: DetailProps) {
  const { resend, sending } = useResendEmail(storeName);
  return (
    <Dialog
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Order ${order.orderId}` : 'Order'}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      {order ? (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
            <Badge tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>
            <Badge>{PAYMENT_LABELS[order.paymentType]}</Badge>
          </div>
          <Section title="Customer">
            <p className="text-sm font-semibold text-fg">{order.customerName}</p>
            <p className="text-sm text-fg-muted">{order.customerEmail}</p>
            <p className="text-sm text-fg-muted">{order.customerPhone}</p>
          </Section>
          <Section title="Shipping address">
            <address className="text-sm not-italic text-fg">
              {order.shippingAddress}
              <br />
              {order.shippingCity}, {order.shippingState} {order.shippingPincode}
            </address>
            {order.deliveryInstructions ? <p className="text-sm text-fg-muted">Note: {order.deliveryInstructions}</p> : null}
          </Section>
          <Section title="Products">
            <ul className="divide-y divide-line rounded-lg border border-line">
              {order.products.map((line, index) => (
                <li key={index} className="flex items-center justify-between gap-3 p-3 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-fg">{line.title}</p>
                    <p className="text-fg-muted">
                      {line.size ? `Size ${line.size} · ` : ''}Qty {line.quantity} × {formatRupees(line.price)}
                    </p>
                  </div>
                  <p className="font-semibold tabular text-fg">{formatRupees(line.price * line.quantity)}</p>
                </li>
              ))}
            </ul>
            <p className="flex justify-between px-1 text-base font-bold text-fg">
              <span>Total</span>
              <span className="tabular">{formatRupees(order.total)}</span>
            </p>
            <p className="px-1 text-sm text-fg-muted">Payment: {PAYMENT_LABELS[order.paymentType]}</p>
          </Section>
          <Section title="Timeline">
            <Timeline order={order} />
          </Section>
          {order.status === 'cancelled' && order.cancellationReason ? (
            <Section title="Cancellation reason">
              <p className="rounded-lg bg-danger-soft p-3 text-sm text-danger-ink">{order.cancellationReason}</p>
            </Section>
          ) : null}
          <div className="flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:justify-end">
            {isEmailKind(order.status) ? (
              <Button variant="secondary" busy={sending} onClick={() => isEmailKind(order.status) && resend(order, order.status)}>
                {sending ? null : <Mail aria-hidden="true" className="size-4" />}
                Resend e-mail
              </Button>
            ) : null}
            {revertTo(order) ? (
              <Button variant="secondary" onClick={() => onUpdate(order)}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Revert to pending
              </Button>
            ) : null}
            {canUpdate(order) ? (
              <Button onClick={() => onUpdate(order)}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Update Status
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}

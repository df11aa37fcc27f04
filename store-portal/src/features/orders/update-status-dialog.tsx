import { cn } from '@web/lib/cn';
import { Badge } from '@web/ui/badge';
import { Button } from '@web/ui/button';
import { Dialog } from '@web/ui/dialog';
import { Field } from '@web/ui/field';
import { Textarea } from '@web/ui/textarea';
import { RadioGroup } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Order } from '@thriftz/client/generated/model';
import { NEXT_STATUSES, ORDER_MESSAGES, revertTo, STATUS_LABELS, STATUS_TONES, type PortalStatus } from './order-status';
import { useUpdateStatus } from './use-update-status';

/** The statuses the dialog offers: the table's next steps, or for a cancelled order its revert. */
export function offeredStatuses(order: Order): PortalStatus[] {
  const revert = revertTo(order);
  return revert ? [revert] : NEXT_STATUSES[order.status];
}

function StatusForm({ order, onDone }: { order: Order; onDone: (updated?: Order) => void }) {
  const options = offeredStatuses(order);
  const [status, setStatus] = useState<PortalStatus | undefined>(options.length === 1 ? options[0] : undefined);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const { update, updating } = useUpdateStatus((updated) => onDone(updated));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    if (status === 'cancelled' && !reason.trim()) {
      setReasonMissing(true);
      toast.error(ORDER_MESSAGES.reasonRequired);
      return;
    }
    update(order, status, reason.trim());
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        Current status <Badge tone={STATUS_TONES[order.status]}>{STATUS_LABELS[order.status]}</Badge>
      </p>
      <RadioGroup.Root
        aria-label="New status"
        value={status ?? ''}
        onValueChange={(value) => setStatus(value as PortalStatus)}
        className="grid gap-2"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option}
            value={option}
            className={cn(
              'flex h-12 items-center gap-3 rounded-lg border px-3 text-left text-sm font-semibold transition-colors',
              'border-line-strong hover:bg-slate-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary-soft data-[state=checked]:text-primary-ink',
            )}
          >
            <span className="flex size-4 items-center justify-center rounded-full border border-line-strong bg-surface">
              <RadioGroup.Indicator className="size-2 rounded-full bg-primary-solid" />
            </span>
            {STATUS_LABELS[option]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {status === 'cancelled' ? (
        <Field label="Cancellation reason" required error={reasonMissing && !reason.trim() ? ORDER_MESSAGES.reasonRequired : undefined}>
          <Textarea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} placeholder="Tell the customer why" />
        </Field>
      ) : null}
      {status === 'pending' ? (
        <p className="rounded-lg bg-accent-soft p-3 text-sm text-accent-ink">The order goes back to pending and its items are reserved again.</p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onDone()} disabled={updating}>
          Cancel
        </Button>
        <Button type="submit" disabled={!status} busy={updating}>
          Update Status
        </Button>
      </div>
    </form>
  );
}

/** Move one order to one of its allowed next statuses; cancelling asks for the reason. */
export function UpdateStatusDialog({ order, onClose }: { order: Order | null; onClose: (updated?: Order) => void }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()} title={order ? `Update Status · ${order.orderId}` : 'Update Status'}>
      {order ? <StatusForm order={order} onDone={onClose} /> : null}
    </Dialog>
  );
}

import { Button } from '@web/ui/button';
import { Dialog } from '@web/ui/dialog';
import { Field } from '@web/ui/field';
import { Textarea } from '@web/ui/textarea';
import { CheckCircle2, Truck, XCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { BulkStatusInputStatus } from '@thriftz/client/generated/model';
import { useBulkUpdatePortalOrderStatus } from '@thriftz/client/generated/orders/orders';
import { errorMessage } from '../../lib/api-error';
import { useRefresh } from '../../lib/refresh';
import { ORDER_MESSAGES } from './order-status';

export const BULK_MESSAGES = {
  updated: (n: number, status: string) => `${n} order(s) updated to ${status}`,
  partly: (updated: number, failed: number) => `${updated} order(s) updated, ${failed} failed`,
} as const;

/** POST …/orders/bulk-status: each order is checked on its own; the toast counts both outcomes. */
function useBulkStatus(onDone: () => void) {
  const refresh = useRefresh('orders');
  const mutation = useBulkUpdatePortalOrderStatus();
  const run = (orderIds: string[], status: BulkStatusInputStatus, cancellationReason?: string) =>
    mutation.mutate(
      { data: { orderIds, status, ...(cancellationReason ? { cancellationReason } : {}) } },
      {
        onSuccess: ({ updated, failed }) => {
          if (failed.length === 0) toast.success(BULK_MESSAGES.updated(updated.length, status));
          else {
            const failures = failed.map((failure) => `${failure.orderId ?? failure._id}: ${failure.detail}`).join('\n');
            toast.error(BULK_MESSAGES.partly(updated.length, failed.length), { description: failures });
          }
          refresh();
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, ORDER_MESSAGES.updateFailed)),
      },
    );
  return { run, running: mutation.isPending, target: mutation.isPending ? mutation.variables?.data.status : undefined };
}

function ReasonDialog({ open, onClose, onSubmit, busy }: { open: boolean; onClose: () => void; onSubmit: (reason: string) => void; busy: boolean }) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      toast.error(ORDER_MESSAGES.reasonRequired);
      return;
    }
    onSubmit(reason.trim());
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title="Cancel selected orders" description="The reason goes to each customer.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Cancellation reason" required error={missing && !reason.trim() ? ORDER_MESSAGES.reasonRequired : undefined}>
          <Textarea value={reason} maxLength={500} rows={3} onChange={(e) => setReason(e.target.value)} />
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Back
          </Button>
          <Button type="submit" variant="danger" busy={busy}>
            Cancel Orders
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The bar of bulk actions over the ticked orders: Confirm, Ship, Cancel (with a reason). */
export function BulkBar({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const bulk = useBulkStatus(() => {
    setAsking(false);
    onDone();
  });
  const none = selected.length === 0;
  const action = (status: BulkStatusInputStatus, Icon: typeof Truck, variant: 'primary' | 'secondary' | 'danger') => (
    <Button
      size="sm"
      variant={variant}
      disabled={none || bulk.running}
      busy={bulk.target === status}
      onClick={() => (status === 'cancelled' ? setAsking(true) : bulk.run(selected, status))}
    >
      {bulk.target === status ? null : <Icon aria-hidden="true" className="size-4" />}
      {status === 'confirmed' ? 'Confirm' : status === 'shipped' ? 'Ship' : 'Cancel'}
    </Button>
  );
  return (
    <div role="region" aria-label="Bulk actions" className="card flex flex-wrap items-center gap-3 border-primary/30 bg-primary-soft/60 p-3">
      <p className="mr-auto text-sm font-semibold text-primary-ink" aria-live="polite">
        {selected.length} selected
      </p>
      {action('confirmed', CheckCircle2, 'primary')}
      {action('shipped', Truck, 'secondary')}
      {action('cancelled', XCircle, 'danger')}
      {asking ? (
        <ReasonDialog open onClose={() => setAsking(false)} busy={bulk.running} onSubmit={(reason) => bulk.run(selected, 'cancelled', reason)} />
      ) : null}
    </div>
  );
}


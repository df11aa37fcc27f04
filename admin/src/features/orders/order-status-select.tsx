import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useNotify, useUpdate } from 'react-admin';
import { CancelReasonDialog } from './cancel-reason-dialog';
import { ORDERS_RESOURCE, ORDER_STATUSES, type OrderRecord, type OrderStatusChoice } from './orders-data-provider';
import { ordersMessages as m } from './orders-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The Status column's dropdown: any status (an admin's choice); cancelling asks for a reason first. */
export function OrderStatusSelect({ record }: { record: OrderRecord }) {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<OrderRecord>();
  const save = (status: OrderStatusChoice, cancellationReason?: string) =>
    update(
      ORDERS_RESOURCE,
      { id: record.id, data: { status, cancellationReason }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(m.statusUpdated(status), { type: 'success' });
        },
        onError: (error: unknown) => {
          notifyFailure(error, m.updateFailed);
        },
      },
    );
  const choose = (status: OrderStatusChoice) => {
    if (status === record.status) return;
    if (status === 'cancelled') setAsking(true);
    else save(status);
  };
  return (
    <>
      <TextField
        select
        size="small"
        variant="outlined"
        value={record.status}
        onChange={(e) => choose(e.target.value as OrderStatusChoice)}
        disabled={isPending}
        sx={{ minWidth: 140 }}
        slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Status of order ${record.orderId}` } as object } }}
      >
        {ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </TextField>
      <CancelReasonDialog
        open={asking}
        orderNumber={record.orderId}
        busy={isPending}
        onCancel={(reason) => save('cancelled', reason)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

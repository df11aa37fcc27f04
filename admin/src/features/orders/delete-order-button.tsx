import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { ORDERS_RESOURCE, orderNumber, type OrderRecord } from './orders-data-provider';
import { ordersMessages as m } from './orders-messages';
import { useNotifyFailure } from '../../ui/use-notify-failure';

/** Deletes the order after a confirmation; the toast follows the server's answer. */
export function DeleteOrderButton({ record }: { record: OrderRecord }) {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [remove, { isPending }] = useDelete<OrderRecord>();
  const number = orderNumber(record.id);
  const confirm = () =>
    remove(
      ORDERS_RESOURCE,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(m.deleted, { type: 'success' });
        },
        onError: (error: unknown) => {
          setOpen(false);
          notifyFailure(error, m.deleteFailed);
        },
      },
    );
  return (
    <>
      <Button label="Delete" color="error" aria-label={`Delete order ${number}`} onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={m.deleteTitle(number)}
        content={m.deleteDetail}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

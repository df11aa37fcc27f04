import { ConfirmDeleteButton } from '../../ui/confirm-delete-button';
import { ORDERS_RESOURCE, type OrderRecord } from './orders-data-provider';
import { ordersMessages as m } from './orders-messages';

/** Deletes the order after a confirmation; the toast follows the server's answer. */
export function DeleteOrderButton({ record }: { record: OrderRecord }) {
  const number = record.orderId;
  return (
    <ConfirmDeleteButton
      resource={ORDERS_RESOURCE}
      record={record}
      name={`order ${number}`}
      title={m.deleteTitle(number)}
      content={m.deleteDetail}
      success={m.deleted}
      failed={m.deleteFailed}
      refresh={false}
    />
  );
}

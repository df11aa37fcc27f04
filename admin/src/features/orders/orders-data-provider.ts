import type { DataProvider } from 'react-admin';
import { deleteAdminOrder, listAdminOrders, updateAdminOrder } from '@thriftz/client/generated/admin-commerce/admin-commerce';
import type { AdminOrderStatusInput, AdminOrderStatusInputStatus, Order } from '@thriftz/client/generated/model';
import { asResult, completeProvider, deleteWith, listFrom } from '../../lib/resource-provider';
import { searchAndPick, withId } from '../../lib/underscore-id';

export const ORDERS_RESOURCE = 'orders';

/** An order as react-admin keeps it: the API's order with its `_id` as `id`. */
export type OrderRecord = Order & { id: string };
export type OrderStatusChoice = AdminOrderStatusInputStatus;

export const ORDER_STATUSES: readonly OrderStatusChoice[] = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];

/** Store orders over /api/admin/orders (newest first); the HTTP outcome of every change is checked (apiFetch throws). */
export const ordersDataProvider: DataProvider = completeProvider({
  supportAbortSignal: true,

  getList: listFrom(listAdminOrders, (filter) => searchAndPick(filter, { status: ORDER_STATUSES }), withId),

  async update(_resource, params) {
    const { status, cancellationReason } = (params.data ?? {}) as Partial<AdminOrderStatusInput>;
    if (!status || !ORDER_STATUSES.includes(status)) throw new Error('dataProvider.update for "orders" changes the status only.');
    const body: AdminOrderStatusInput = status === 'cancelled' ? { status, cancellationReason: cancellationReason ?? '' } : { status };
    const result = await updateAdminOrder(String(params.id), body);
    return asResult({ data: withId(result.order) });
  },

  delete: deleteWith(deleteAdminOrder),
});

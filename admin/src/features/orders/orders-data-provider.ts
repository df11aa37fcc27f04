import type { DataProvider } from 'react-admin';
import { deleteAdminOrder, listAdminOrders, updateAdminOrder } from '../../api/generated/admin-commerce/admin-commerce';
import type { AdminOrderStatusInput, AdminOrderStatusInputStatus, ListAdminOrdersParams, ListAdminOrdersStatus, Order } from '../../api/generated/model';
import { asResult, completeProvider, toPage } from '../../data/resource-provider';

export const ORDERS_RESOURCE = 'orders';

/** An order as react-admin keeps it: the API's order with its `_id` as `id`. */
export type OrderRecord = Order & { id: string };
export type OrderStatusChoice = AdminOrderStatusInputStatus;

export const ORDER_STATUSES: readonly OrderStatusChoice[] = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];
const FILTERS: readonly string[] = ORDER_STATUSES;

const toRecord = (order: Order): OrderRecord => ({ ...order, id: order._id });

/** The spec's order number: the last 8 characters of the id, upper case. */
export const orderNumber = (id: string) => id.slice(-8).toUpperCase();

/** Store orders over /api/admin/orders (newest first); the HTTP outcome of every change is checked (apiFetch throws). */
export const ordersDataProvider: DataProvider = completeProvider({
  supportAbortSignal: true,

  async getList(_resource, params) {
    const query: ListAdminOrdersParams = toPage(params.pagination);
    const q = typeof params.filter?.q === 'string' ? params.filter.q.trim().slice(0, 100) : '';
    if (q) query.q = q;
    const status: unknown = params.filter?.status;
    if (typeof status === 'string' && FILTERS.includes(status)) query.status = status as ListAdminOrdersStatus;
    const page = await listAdminOrders(query, params.signal ? { signal: params.signal } : undefined);
    return asResult({ data: page.items.map(toRecord), total: page.total });
  },

  async update(_resource, params) {
    const { status, cancellationReason } = (params.data ?? {}) as Partial<AdminOrderStatusInput>;
    if (!status || !ORDER_STATUSES.includes(status)) throw new Error('dataProvider.update for "orders" changes the status only.');
    const body: AdminOrderStatusInput = status === 'cancelled' ? { status, cancellationReason: cancellationReason ?? '' } : { status };
    const result = await updateAdminOrder(String(params.id), body);
    return asResult({ data: toRecord(result.order) });
  },

  async delete(_resource, params) {
    await deleteAdminOrder(String(params.id));
    return asResult({ data: params.previousData ?? { id: params.id } });
  },
});

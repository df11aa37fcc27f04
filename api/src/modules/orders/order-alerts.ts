// What the buyer's bell says when their order moves: one notification per order and status, as
// the e-mails go (shipped → confirmed → shipped tells "shipped" once), in the change's transaction.
import type { Db } from '../../db/knex.js';
import { notify, rupees } from '../alerts/index.js';
import { findOrderRow, type OrderStatus } from './orders.repository.js';

type Told = Extract<OrderStatus, 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled'>;

export interface OrderAlertFacts {
  orderNumber: string;
  storeName: string;
  total: number;
  cancellationReason: string | null;
}

type Facts = Omit<OrderAlertFacts, 'total' | 'cancellationReason'> & { total: string; reason: string | null };

const WORDS: Record<Told, (f: Facts) => { title: string; body: string }> = {
  confirmed: (f) => ({ title: 'Order confirmed', body: `${f.storeName} confirmed your order ${f.orderNumber} (${f.total}).` }),
  shipped: (f) => ({ title: 'Order shipped', body: `Your order ${f.orderNumber} from ${f.storeName} is on its way.` }),
  delivered: (f) => ({ title: 'Order delivered', body: `Your order ${f.orderNumber} from ${f.storeName} was delivered. Enjoy!` }),
  cancelled: (f) => ({
    title: 'Order cancelled',
    body: `Your order ${f.orderNumber} from ${f.storeName} was cancelled${f.reason ? `: ${f.reason}` : '.'}`,
  }),
  pending: (f) => ({ title: 'Order reopened', body: `Your order ${f.orderNumber} from ${f.storeName} was reopened and is pending again.` }),
};

/** The buyer's page of the order (the confirmation page finds it by its number). */
export const orderLink = (orderNumber: string) => `/order-confirmation?order=${encodeURIComponent(orderNumber)}`;

/** The notification's title and text for an order now `status` (the demo seed writes the same). */
export const orderStatusWords = (status: Told, f: OrderAlertFacts) =>
  WORDS[status]({ orderNumber: f.orderNumber, storeName: f.storeName, total: rupees(Number(f.total)), reason: f.cancellationReason });

/** Names the event "order `orderId` reached `status`": told once. */
export const orderStatusKey = (orderId: string, status: Told) => `order:${orderId}:${status}`;

/** Tells the order's buyer (if they still have an account) that it is now `status`, in `trx`. */
export async function alertBuyerOfStatus(trx: Db, orderId: string, status: Told): Promise<void> {
  const order = await findOrderRow(trx, orderId);
  if (!order?.buyerId) return;
  const words = orderStatusWords(status, order);
  await notify(trx, { userId: order.buyerId, kind: 'order', ...words, link: orderLink(order.orderNumber), dedupeKey: orderStatusKey(orderId, status) });
}

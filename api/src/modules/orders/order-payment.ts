// A prepaid order's life with its payment: described for the payments module before any money
// moves, granted inside the payment's locked transaction (exactly once), given up by its buyer,
// or abandoned by the job when no payment came.
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import { conflict, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { releaseStock, reserveStock } from '../store-products/index.js';
import { byRef, findOrderRow, lockOrder, stockLinesOf, updateOrder } from './orders.repository.js';
import { ORDER_NOT_FOUND, orderById } from './orders.service.js';

export const ALREADY_PAID = 'This order is already paid';
export const ORDER_ABANDONED = 'This order was cancelled. Please place it again.';
export const NOT_AWAITING_PAYMENT = 'Only an order awaiting its payment can be given up.';
export const OUT_OF_STOCK_BEFORE_PAYMENT = 'Items went out of stock before the payment arrived; the payment will be refunded.';
/** An order unpaid this long is abandoned by the job (and an open payment attempt must be this old too). */
export const ABANDON_AFTER_MINUTES = 30;

/** The order a `store_order` payment is for: the caller's, still awaiting its payment; priced at its total. */
export async function describeOrderPurchase(db: Db, userId: string, orderId: string | undefined) {
  const order = orderId ? await findOrderRow(db, orderId) : undefined;
  if (!order || order.buyerId !== userId) throw notFound(ORDER_NOT_FOUND);
  if (order.status === 'abandoned') throw conflict(ORDER_ABANDONED, 'order-abandoned');
  if (order.status !== 'awaiting_payment') throw conflict(ALREADY_PAID, 'already-paid');
  return { storeOrderId: order.id, amount: Number(order.total), description: `Order ${order.orderNumber}` };
}

/**
 * The payment of a prepaid order, inside the payment's transaction: the order becomes pending.
 * An order abandoned before the money arrived takes its stock again if it is still there; if
 * not, it is cancelled and the payment is refunded. A second payment of an order already paid
 * changes nothing and is refunded. `refund` tells the payments module why it must refund.
 */
const SHORT = new Error('not enough stock');

export async function grantOrderPayment(
  trx: Db,
  paid: { storeOrderId: string | null; purchaseId: string; paymentId: string },
  logger: Logger,
): Promise<{ orderId?: string; note?: string; refund?: 'duplicate_payment' | 'order_unavailable' }> {
  const order = paid.storeOrderId ? await lockOrder(trx, { 'o.id': paid.storeOrderId }) : undefined;
  if (!order) {
    logger.warn({ purchaseId: paid.purchaseId, paymentId: paid.paymentId }, 'a store order was paid after it was deleted: refunding the payment');
    return { note: 'The order no longer exists; the payment will be refunded.', refund: 'order_unavailable' };
  }
  const orderId = order.orderNumber;
  if (order.status === 'awaiting_payment') {
    await updateOrder(trx, order.id, { status: 'pending', paidAt: trx.fn.now() });
    return { orderId };
  }
  if (order.status !== 'abandoned') {
    logger.warn({ orderId, purchaseId: paid.purchaseId, paymentId: paid.paymentId }, 'a second payment of a store order: refunding it');
    return { orderId, note: 'already paid', refund: 'duplicate_payment' };
  }
  // A savepoint: a partial reservation is undone without undoing the payment's fulfilment.
  const reserved = await trx
    .transaction(async (sp) => {
      if (await reserveStock(sp, await stockLinesOf(sp, order.id))) throw SHORT;
      return true;
    })
    .catch((err: unknown) => {
      if (err === SHORT) return false;
      throw err;
    });
  if (reserved) {
    await updateOrder(trx, order.id, { status: 'pending', paidAt: trx.fn.now() });
    return { orderId, note: 'Paid after it was given up; its items were reserved again.' };
  }
  await updateOrder(trx, order.id, {
    status: 'cancelled',
    paidAt: trx.fn.now(),
    cancelledAt: trx.fn.now(),
    cancellationReason: OUT_OF_STOCK_BEFORE_PAYMENT,
  });
  logger.warn({ orderId, purchaseId: paid.purchaseId, paymentId: paid.paymentId }, 'a store order paid after its stock was gone: refunding the payment');
  return { orderId, note: OUT_OF_STOCK_BEFORE_PAYMENT, refund: 'order_unavailable' };
}

/**
 * Prepaid orders that were paid and then cancelled (by the store, an admin or the payment
 * itself), whose payment the payments module refunds: of `ids`, or those cancelled in the last
 * `days` days (the reconciler's sweep).
 */
export function cancelledPaidOrders(db: Db, ids?: readonly string[], days = 30): Promise<string[]> {
  const q = db('storeOrders').where({ status: 'cancelled' }).whereNotNull('paidAt');
  if (ids) q.whereIn('id', ids);
  else q.where('cancelledAt', '>', db.raw('now() - make_interval(days => ?)', [days]));
  return q.pluck('id');
}

/** POST /api/orders/{order}/abandon: the buyer gives up paying; the stock goes back. */
export async function abandonOrder(db: Db, buyer: SessionUser, ref: string) {
  const id = await db.transaction(async (trx) => {
    const order = await lockOrder(trx, byRef(ref));
    if (!order || order.buyerId !== buyer.id) throw notFound(ORDER_NOT_FOUND);
    if (order.status === 'abandoned') return order.id;
    if (order.status !== 'awaiting_payment') {
      throw order.paymentType === 'prepaid' ? conflict(ALREADY_PAID, 'already-paid') : conflict(NOT_AWAITING_PAYMENT, 'not-awaiting-payment');
    }
    await updateOrder(trx, order.id, { status: 'abandoned' });
    await releaseStock(trx, await stockLinesOf(trx, order.id));
    return order.id;
  });
  return orderById(db, id);
}

/**
 * The job: orders awaiting payment for 30 minutes are abandoned and their stock returned, unless
 * a payment of theirs was taken or may still be (an attempt younger than 30 minutes, which the
 * payments reconciler asks the gateway about after 15 and closes when nothing was paid). A
 * payment arriving later still is not lost: grantOrderPayment takes the stock again or cancels.
 */
export async function abandonStaleOrders(trx: Db): Promise<number> {
  const { rows } = await trx.raw<{ rows: { id: string }[] }>(
    `WITH stale AS (
       SELECT o.id FROM store_orders o
        WHERE o.status = 'awaiting_payment'
          AND o.created_at < now() - make_interval(mins => :minutes)
          AND NOT EXISTS (
            SELECT 1 FROM purchases p
             WHERE p.store_order_id = o.id
               AND (p.status IN ('paid', 'fulfilled')
                    OR (p.status IN ('created', 'failed') AND p.created_at > now() - make_interval(mins => :minutes))))
        ORDER BY o.created_at
        LIMIT 200
        FOR UPDATE SKIP LOCKED)
     UPDATE store_orders o SET status = 'abandoned', status_updated_at = now()
       FROM stale WHERE o.id = stale.id
     RETURNING o.id`,
    { minutes: ABANDON_AFTER_MINUTES },
  );
  for (const { id } of rows) await releaseStock(trx, await stockLinesOf(trx, id));
  return rows.length;
}

// The store owner's status changes (document 3, section 4): the transition table, its messages,
// each change's time stamp, the stock it returns or takes again, and the customer's e-mail,
// all in one transaction with the order row locked (two changes at once serialize on it); each
// status's e-mail goes once per order.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, HttpProblem, notFound } from '../../http/problem.js';
import { recordAudit } from '../audit/index.js';
import { enqueueEmail, enqueueEmailOnce, storeOrderMail, type StoreOrderMailKind } from '../email/index.js';
import { releaseStock, reserveStock } from '../store-products/index.js';
import { alertBuyerOfStatus } from './order-alerts.js';
import { shortage } from './place-order.js';
import { findOrder, linesOf, lockOrder, stockLinesOf, updateOrder, type OrderRow, type OrderStatus } from './orders.repository.js';
import { ORDER_NOT_FOUND, orderById } from './orders.service.js';

type Target = Schemas['OrderStatusInput']['status'];

export const SAME_STATUS = 'Please select a different status';
export const CONFIRMED_TO_PENDING = 'Confirmed orders cannot go back to pending: confirming is a commitment to the customer.';
export const DELIVERED_IS_FINAL = 'Cannot modify delivered orders';
export const CANCELLED_ONLY_TO_PENDING = 'Cancelled orders can only be reverted to pending';
export const REASON_REQUIRED = 'Please provide a cancellation reason';
export const cannotChange = (from: string, to: string) => `Cannot change status from ${from} to ${to}`;
export const REFUNDED_IS_FINAL = 'This order was paid and then cancelled, so its payment is refunded: it cannot be reopened.';

/**
 * A paid order that was cancelled has its payment refunded (the payments module refunds it on
 * cancel): reopening it would ship goods nobody pays for. Refused for the store and the admin alike.
 */
export function refundedReopenRefusal(order: Pick<OrderRow, 'status' | 'paidAt'>, to: string): HttpProblem | undefined {
  return order.status === 'cancelled' && to !== 'cancelled' && order.paidAt ? conflict(REFUNDED_IS_FINAL, 'refunded-order') : undefined;
}

const ALLOWED: Record<string, Target[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'confirmed'],
  delivered: [],
  cancelled: ['pending'],
};

/** Why the store may not move the order from `from` to `to`, as the problem to answer; undefined when it may. */
export function refusal(from: OrderStatus, to: Target, reason: string | undefined): HttpProblem | undefined {
  if (from === to) return conflict(SAME_STATUS, 'same-status');
  if (from === 'delivered') return conflict(DELIVERED_IS_FINAL, 'order-final');
  if (from === 'cancelled' && to !== 'pending') return conflict(CANCELLED_ONLY_TO_PENDING, 'cancelled-only-to-pending');
  if (from === 'confirmed' && to === 'pending') return conflict(CONFIRMED_TO_PENDING, 'confirmed-is-a-commitment');
  if (!ALLOWED[from]?.includes(to)) return conflict(cannotChange(from, to), 'transition-not-allowed');
  if (to === 'cancelled' && !reason?.trim()) {
    return badRequest(REASON_REQUIRED, 'reason-required', [{ path: '/body/cancellationReason', message: REASON_REQUIRED }]);
  }
  return undefined;
}

/** What each move writes beside the status (and status_updated_at). */
function changesFor(to: Target, from: OrderStatus, reason: string | undefined, now: unknown): Record<string, unknown> {
  switch (to) {
    case 'confirmed':
      // Back from shipped: it is no longer on its way.
      return from === 'shipped' ? { confirmedAt: now, shippedAt: null } : { confirmedAt: now };
    case 'shipped':
      return { shippedAt: now };
    case 'delivered':
      return { deliveredAt: now };
    case 'cancelled':
      return { cancelledAt: now, cancellationReason: reason!.trim() };
    case 'pending':
      return { cancelledAt: null, cancellationReason: null };
  }
}

export const ALREADY_SENT = 'Already sent for this order and status';

/**
 * Queues the customer's e-mail for the order as it now is, in the caller's transaction. A status
 * change sends each status's e-mail once per order (shipped → confirmed → shipped does not send
 * "shipped" again; the outbox keeps the second as skipped, with ALREADY_SENT); 'resend' is the
 * owner's explicit Resend, which always queues. Answers whether it queued.
 */
export async function queueOrderMail(trx: Db, orderId: string, kind: StoreOrderMailKind, publicUrl: string, mode: 'once' | 'resend' = 'once') {
  const order = (await findOrder(trx, { 'o.id': orderId }))!;
  const lines = (await linesOf(trx, [orderId])).get(orderId)!;
  const mail = storeOrderMail(
    kind,
    order.customerEmail,
    {
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      storeName: order.storeName,
      total: Number(order.total),
      lines: lines.map((l) => ({ title: l.title, size: l.size, quantity: l.quantity, price: Number(l.price) })),
      cancellationReason: order.cancellationReason,
    },
    `${publicUrl}/profile`,
  );
  if (mode === 'once') return enqueueEmailOnce(trx, mail, `store-order:${orderId}:${kind}`, ALREADY_SENT);
  await enqueueEmail(trx, mail);
  return true;
}

/** PATCH /api/store-portal/orders/{id}/status, for the session's store only. */
export async function changeOrderStatus(
  db: Db,
  storeId: string,
  id: string,
  input: { status: Target; cancellationReason?: string },
  publicUrl: string,
): Promise<Schemas['OrderStatusResult']> {
  const emailQueued = await db.transaction(async (trx) => {
    const order = await lockOrder(trx, { 'o.id': id, 'o.storeId': storeId });
    if (!order || order.status === 'awaiting_payment' || order.status === 'abandoned') throw notFound(ORDER_NOT_FOUND);
    const problem = refundedReopenRefusal(order, input.status) ?? refusal(order.status, input.status, input.cancellationReason);
    if (problem) throw problem;
    if (input.status === 'cancelled') await releaseStock(trx, await stockLinesOf(trx, id));
    if (order.status === 'cancelled') {
      const lines = await stockLinesOf(trx, id);
      const short = await reserveStock(trx, lines);
      if (short) throw await shortage(trx, lines.find((l) => l.productId === short.productId && l.sizeKey === short.sizeKey)!);
    }
    await updateOrder(trx, id, { status: input.status, ...changesFor(input.status, order.status, input.cancellationReason, trx.fn.now()) });
    await recordAudit(trx, { kind: 'store', storeId, storeName: order.storeName }, {
      action: 'order.status',
      targetType: 'order',
      targetId: id,
      summary: `Set order ${order.orderNumber} from ${order.status} to ${input.status}`,
    });
    await alertBuyerOfStatus(trx, id, input.status);
    if (input.status === 'pending') return false;
    return queueOrderMail(trx, id, input.status, publicUrl);
  });
  return { order: await orderById(db, id), emailQueued };
}

/** POST /api/store-portal/orders/bulk-status: each order on its own, through the same rules. */
export async function bulkChangeOrderStatus(
  db: Db,
  storeId: string,
  input: Schemas['BulkStatusInput'],
  publicUrl: string,
): Promise<Schemas['BulkStatusResult']> {
  const result: Schemas['BulkStatusResult'] = { updated: [], failed: [] };
  for (const id of input.orderIds) {
    try {
      const { order } = await changeOrderStatus(db, storeId, id, input, publicUrl);
      result.updated.push(order);
    } catch (err) {
      if (!(err instanceof HttpProblem)) throw err;
      const known = err.status === 404 ? undefined : await findOrder(db, { 'o.id': id, 'o.storeId': storeId });
      result.failed.push({ _id: id, ...(known ? { orderId: known.orderNumber } : {}), detail: err.detail });
    }
  }
  return result;
}

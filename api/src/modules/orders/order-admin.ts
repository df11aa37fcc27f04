// The back office's Orders panel: every store's orders, and an admin's status change and delete.
// Unlike the owner's transition table (order-status.ts) an admin may set any status (document 3,
// section 4), but stock, time stamps and the customer's e-mail follow the same rules, in one
// transaction with the order row locked, and each change lands in the audit log.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { byCreation, pageOf } from '../../posts/index.js';
import { containsWord, escapeLike } from '../../db/like.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/problem.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { releaseStock, reserveStock } from '../store-products/index.js';
import { alertBuyerOfStatus } from './order-alerts.js';
import { queueOrderMail, REASON_REQUIRED, refundedReopenRefusal, SAME_STATUS } from './order-status.js';
import {
  cancelUnfilledOrdersOfStore,
  deleteOrder,
  LISTED_STATUSES,
  lockOrder,
  orderQuery,
  orNumberContains,
  stockLinesOf,
  updateOrder,
  type OrderRow,
  type OrderStatus,
} from './orders.repository.js';
import { ORDER_NOT_FOUND, orderById, withLines } from './orders.service.js';
import { shortage } from './place-order.js';

type ListedStatus = (typeof LISTED_STATUSES)[number];
type Target = Schemas['AdminOrderStatusInput']['status'];

export interface AdminOrderFilter {
  q?: string;
  status?: ListedStatus;
}

/** Same expression as store_orders_admin_search_idx. */
const ORDER_SEARCH = `lower(o.customer_name || ' ' || o.customer_email || ' ' || o.store_name)`;

function filtered(q: Knex.QueryBuilder, f: AdminOrderFilter) {
  if (f.status) q.where('o.status', f.status);
  else q.whereIn('o.status', LISTED_STATUSES);
  const term = f.q?.trim();
  if (term) {
    // The order's number, the name and e-mail given at checkout, the store's name, or the buyer's account (users_search_idx).
    q.where((w) =>
      orNumberContains(w, term)
        .orWhereRaw(`${ORDER_SEARCH} LIKE ? ESCAPE '\\'`, [containsWord(term)])
        // = ANY (ARRAY(…)), not IN (…): an IN subquery under OR is checked row by row (a scan of every
        // order), the array is computed once and read through store_orders_buyer_idx.
        .orWhereRaw(`o.buyer_id = ANY (ARRAY(SELECT u2.id FROM users u2 WHERE (u2.full_name || ' ' || u2.email) ILIKE ?))`, [
          `%${escapeLike(term)}%`,
        ]),
    );
  }
  return q;
}

/** A page of orders (never one awaiting payment or abandoned), newest first, and how many match. */
export async function listOrdersForAdmin(db: Db, f: AdminOrderFilter, page: number, pageSize: number): Promise<Schemas['OrderPage']> {
  const [rows, count] = await Promise.all([
    pageOf(byCreation(filtered(orderQuery(db), f), 'o', 'desc'), page, pageSize) as Promise<OrderRow[]>,
    filtered(db('storeOrders as o'), f).count({ n: '*' }),
  ]);
  return { items: await withLines(db, rows), total: Number(count[0]?.n ?? 0), page, pageSize };
}

const STAGES = ['confirmed', 'shipped', 'delivered'] as const;
const STAMP = { confirmed: 'confirmedAt', shipped: 'shippedAt', delivered: 'deliveredAt' } as const;
type Stamped = Pick<OrderRow, 'confirmedAt' | 'shippedAt' | 'deliveredAt'>;

/**
 * The time stamps that keep the order's story consistent with its new status: the status's own
 * time is now; a stage passed over (pending straight to delivered) gets now too; a stage not
 * reached any more is cleared. Cancelling keeps how far it had got and adds when and why.
 */
export function adminStamps(to: Target, order: Stamped, reason: string | undefined, now: unknown): Record<string, unknown> {
  if (to === 'cancelled') return { cancelledAt: now, cancellationReason: reason!.trim() };
  const changes: Record<string, unknown> = { cancelledAt: null, cancellationReason: null };
  const reached = to === 'pending' ? 0 : STAGES.indexOf(to) + 1;
  STAGES.forEach((stage, i) => {
    const column = STAMP[stage];
    if (i >= reached) changes[column] = null;
    else if (stage === to || order[column] === null) changes[column] = now;
  });
  return changes;
}

const isListed = (status: OrderStatus): status is ListedStatus => (LISTED_STATUSES as readonly OrderStatus[]).includes(status);

/** PATCH /api/admin/orders/{id}: any of the five statuses, with stock, stamps, e-mail and audit. */
export async function setOrderStatusAsAdmin(
  db: Db,
  actor: AuditActor,
  id: string,
  input: Schemas['AdminOrderStatusInput'],
  publicUrl: string,
): Promise<Schemas['OrderStatusResult']> {
  const emailQueued = await db.transaction(async (trx) => {
    const order = await lockOrder(trx, { 'o.id': id });
    if (!order || !isListed(order.status)) throw notFound(ORDER_NOT_FOUND);
    if (order.status === input.status) {
      throw badRequest(SAME_STATUS, 'same-status', [{ path: '/body/status', message: SAME_STATUS }]);
    }
    const refunded = refundedReopenRefusal(order, input.status);
    if (refunded) throw refunded;
    if (input.status === 'cancelled' && !input.cancellationReason?.trim()) {
      throw badRequest(REASON_REQUIRED, 'reason-required', [{ path: '/body/cancellationReason', message: REASON_REQUIRED }]);
    }
    const lines = await stockLinesOf(trx, id);
    if (input.status === 'cancelled') await releaseStock(trx, lines);
    if (order.status === 'cancelled') {
      const short = await reserveStock(trx, lines);
      if (short) throw await shortage(trx, lines.find((l) => l.productId === short.productId && l.sizeKey === short.sizeKey)!);
    }
    await updateOrder(trx, id, { status: input.status, ...adminStamps(input.status, order, input.cancellationReason, trx.fn.now()) });
    const why = input.status === 'cancelled' ? ` (${input.cancellationReason!.trim()})` : '';
    await recordAudit(trx, actor, {
      action: 'order.status',
      targetType: 'order',
      targetId: id,
      summary: `Set order ${order.orderNumber} of ${order.storeName} from ${order.status} to ${input.status}${why}`,
    });
    await alertBuyerOfStatus(trx, id, input.status);
    if (input.status === 'pending') return false;
    return queueOrderMail(trx, id, input.status, publicUrl);
  });
  return { order: await orderById(db, id), emailQueued };
}

/**
 * Records, in the caller's transaction, that these orders' payments are owed back, and answers the
 * payment ids to refund once it commits (the payments module's requestOrderRefunds, passed by the app).
 */
export type OrderRefundsOwed = (trx: Db, storeOrderIds: string[]) => Promise<string[]>;

/**
 * DELETE /api/admin/orders/{id}. The order's reservation lasts until it is cancelled, so an order
 * deleted in any other status gives its stock back (a cancelled one already has). A paid order
 * that was not delivered is owed back before it goes (its purchase loses the link with it): the
 * answer is the payments to refund after the commit.
 */
export async function deleteOrderAsAdmin(db: Db, actor: AuditActor, id: string, owedBack?: OrderRefundsOwed): Promise<string[]> {
  return db.transaction(async (trx) => {
    const order = await lockOrder(trx, { 'o.id': id });
    if (!order || !isListed(order.status)) throw notFound(ORDER_NOT_FOUND);
    if (order.status !== 'cancelled') await releaseStock(trx, await stockLinesOf(trx, id));
    const refunds = order.paidAt && order.status !== 'delivered' && owedBack ? await owedBack(trx, [id]) : [];
    await deleteOrder(trx, id);
    await recordAudit(trx, actor, {
      action: 'order.delete',
      targetType: 'order',
      targetId: id,
      summary: `Deleted order ${order.orderNumber} of ${order.storeName} (${order.status}, ₹${Number(order.total)})${refunds.length ? ', payment refunded' : ''}`,
    });
    return refunds;
  });
}

export const STORE_CLOSED_REASON = 'The store was closed.';

/**
 * Before a store is deleted, in the caller's transaction: the orders it can no longer fill
 * (pending or confirmed) are cancelled as the store was closed, with their buyers' e-mail, and
 * those still awaiting payment are abandoned. Shipped and delivered orders keep their status.
 * Answers the cancelled orders' ids (their payments are refunded once the transaction commits).
 */
export async function closeOrdersOfStore(trx: Db, storeId: string, publicUrl: string): Promise<string[]> {
  const cancelled = await cancelUnfilledOrdersOfStore(trx, storeId, STORE_CLOSED_REASON);
  for (const id of cancelled) {
    await queueOrderMail(trx, id, 'cancelled', publicUrl);
    await alertBuyerOfStatus(trx, id, 'cancelled');
  }
  return cancelled;
}

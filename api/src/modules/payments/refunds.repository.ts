// The refunds table (payments module): one row per captured payment owed back.
import type { Db } from '../../db/knex.js';
import { pageWithTotal } from '../../db/paging.js';

export type RefundReason = 'duplicate_payment' | 'order_unavailable' | 'order_cancelled' | 'plan_switching';
export type RefundStatus = 'pending' | 'processed' | 'failed_retrying';

export interface RefundRow {
  id: string;
  purchaseId: string;
  gatewayPaymentId: string;
  /** Rupees. */
  amount: string;
  reason: RefundReason;
  status: RefundStatus;
  gatewayRefundId: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
}

export interface NewRefund {
  purchaseId: string;
  gatewayPaymentId: string;
  amount: number | string;
  reason: RefundReason;
}

/** Records the refund unless the payment has one already (UNIQUE gateway_payment_id); answers whether it was new. */
export async function insertRefund(db: Db, refund: NewRefund): Promise<boolean> {
  const rows = await db('refunds').insert(refund).onConflict('gatewayPaymentId').ignore().returning('id');
  return rows.length > 0;
}

/** The payment's refund while the gateway has not confirmed it, locked; undefined when another caller holds it. */
export const lockOpenRefund = (trx: Db, gatewayPaymentId: string) =>
  trx('refunds')
    .where({ gatewayPaymentId })
    .whereNot({ status: 'processed' })
    .forUpdate()
    .skipLocked()
    .first() as Promise<RefundRow | undefined>;

/** The gateway's answer: its refund id, and processed when it says so (pending stays pending). */
export const recordGatewayRefund = (trx: Db, id: string, gatewayRefundId: string, processed: boolean) =>
  trx('refunds')
    .where({ id })
    .update({
      gatewayRefundId,
      status: processed ? 'processed' : 'pending',
      processedAt: processed ? trx.fn.now() : null,
      attempts: trx.raw('attempts + 1'),
      lastError: null,
      updatedAt: trx.fn.now(),
    });

/** A refused or failed attempt; a refund the gateway failed is made afresh next time. */
export const recordRefundFailure = (trx: Db, id: string, error: string, forgetGatewayRefund: boolean) =>
  trx('refunds')
    .where({ id })
    .update({
      status: 'failed_retrying',
      ...(forgetGatewayRefund ? { gatewayRefundId: null } : {}),
      attempts: trx.raw('attempts + 1'),
      lastError: error.slice(0, 500),
      updatedAt: trx.fn.now(),
    });

/** The payments of refunds the gateway has not confirmed yet, the longest waiting first. */
export async function listOpenRefunds(db: Db, limit: number): Promise<string[]> {
  const rows: { gatewayPaymentId: string }[] = await db('refunds').whereNot({ status: 'processed' }).orderBy('updatedAt').limit(limit).select('gatewayPaymentId');
  return rows.map((r) => r.gatewayPaymentId);
}

export const refundsOfPurchases = (db: Db, purchaseIds: string[]) =>
  db('refunds').whereIn('purchaseId', purchaseIds).orderBy('createdAt') as Promise<RefundRow[]>;

/** Fulfilled store-order purchases of these orders whose payment has no refund yet. */
export const unrefundedOrderPurchases = (db: Db, storeOrderIds: string[]) =>
  db('purchases as p')
    .whereIn('p.storeOrderId', storeOrderIds)
    .where({ 'p.kind': 'order', 'p.status': 'fulfilled' })
    .whereNotExists((q) => q.select(db.raw('1')).from('refunds as r').whereRaw('r.gateway_payment_id = p.gateway_payment_id'))
    .select('p.id', 'p.gatewayPaymentId', 'p.amount') as Promise<{ id: string; gatewayPaymentId: string; amount: string }[]>;

/** The purchase a refund returns (its buyer, what it was for and its store order's number, for the buyer's e-mail and notification). */
export const purchaseOfRefund = (db: Db, purchaseId: string) =>
  db('purchases as p')
    .leftJoin('storeOrders as o', 'o.id', 'p.storeOrderId')
    .where('p.id', purchaseId)
    .first('p.userId', 'p.description', 'o.orderNumber') as Promise<{ userId: string; description: string; orderNumber: string | null } | undefined>;

export interface AdminRefundRow {
  id: string;
  /** Rupees. */
  amount: string;
  reason: RefundReason;
  status: RefundStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  processedAt: Date | null;
  purchaseId: string;
  description: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  orderNumber: string | null;
}

/** The back office's list: refunds newest first with their purchase, buyer and store order, one query per page (and its count). */
export function listRefundsForAdmin(db: Db, status: RefundStatus | undefined, page: number, pageSize: number) {
  const matching = () => {
    const query = db('refunds as r');
    return status ? query.where('r.status', status) : query;
  };
  const rows = matching()
    .join('purchases as p', 'p.id', 'r.purchaseId')
    .join('users as u', 'u.id', 'p.userId')
    .leftJoin('storeOrders as o', 'o.id', 'p.storeOrderId')
    .orderBy([
      { column: 'r.createdAt', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .select(
      'r.id',
      'r.amount',
      'r.reason',
      'r.status',
      'r.attempts',
      'r.lastError',
      'r.createdAt',
      'r.processedAt',
      'p.id as purchaseId',
      'p.description',
      'u.id as buyerId',
      'u.fullName as buyerName',
      'u.email as buyerEmail',
      'o.orderNumber',
    );
  return pageWithTotal<AdminRefundRow>(rows, matching(), page, pageSize);
}

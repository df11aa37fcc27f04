import type { Db } from '../../db/knex.js';

export type PurchaseKind = 'plan' | 'extra_listing' | 'boost' | 'order';
export type PurchaseStatus = 'created' | 'paid' | 'fulfilled' | 'failed' | 'closed';

export interface PurchaseRow {
  id: string;
  userId: string;
  kind: PurchaseKind;
  status: PurchaseStatus;
  amount: string;
  currency: 'INR';
  description: string;
  planId: string | null;
  listingId: string | null;
  /** The mini-store order an `order` purchase pays for. */
  storeOrderId: string | null;
  gateway: 'razorpay' | 'test';
  gatewayOrderId: string;
  gatewayPaymentId: string | null;
  receipt: string;
  granted: Record<string, unknown> | null;
  createdAt: Date;
  paidAt: Date | null;
  fulfilledAt: Date | null;
}

export type NewPurchase = Pick<
  PurchaseRow,
  'id' | 'userId' | 'kind' | 'description' | 'planId' | 'listingId' | 'storeOrderId' | 'gateway' | 'gatewayOrderId' | 'receipt'
> & {
  amount: number;
};

export const insertPurchase = (db: Db, purchase: NewPurchase) => db('purchases').insert(purchase);

export const findPurchase = (db: Db, id: string, userId: string) =>
  db('purchases').where({ id, userId }).first() as Promise<PurchaseRow | undefined>;

/** The student's own fulfilled purchase of this kind paid by this payment id. */
export const findFulfilledByPayment = (db: Db, userId: string, gatewayPaymentId: string, kind: PurchaseKind) =>
  db('purchases').where({ gatewayPaymentId, userId, kind, status: 'fulfilled' }).first() as Promise<PurchaseRow | undefined>;

export const findPurchaseByOrder = (db: Db, gatewayOrderId: string) =>
  db('purchases').where({ gatewayOrderId }).first() as Promise<PurchaseRow | undefined>;

/**
 * The store order's purchase still open for payment (created, or failed and retryable) through
 * this gateway, the latest first: its gateway order is the one every tab pays.
 */
export const findOpenOrderPurchase = (db: Db, storeOrderId: string, gateway: PurchaseRow['gateway']) =>
  db('purchases')
    .where({ storeOrderId, kind: 'order', gateway })
    .whereIn('status', ['created', 'failed'])
    .orderBy('createdAt', 'desc')
    .first() as Promise<PurchaseRow | undefined>;

/** Serializes the making of a store order's purchase until the caller's transaction ends. */
export const lockStoreOrderPurchases = (trx: Db, storeOrderId: string) =>
  trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`purchase-of-store-order:${storeOrderId}`]);

export const lockPurchaseByOrder = (trx: Db, gatewayOrderId: string) =>
  trx('purchases').where({ gatewayOrderId }).forUpdate().first() as Promise<PurchaseRow | undefined>;

export async function markFulfilled(trx: Db, id: string, paymentId: string, granted: Record<string, unknown>): Promise<PurchaseRow> {
  const [row] = await trx('purchases')
    .where({ id })
    .update({
      status: 'fulfilled',
      gatewayPaymentId: paymentId,
      paidAt: trx.raw('COALESCE(paid_at, now())'),
      fulfilledAt: trx.fn.now(),
      granted,
      updatedAt: trx.fn.now(),
    })
    .returning('*');
  return row as PurchaseRow;
}

/** A failed attempt: the order stays payable (a retry in the same window may still succeed). */
export const markFailed = (db: Db, gatewayOrderId: string) =>
  db('purchases').where({ gatewayOrderId, status: 'created' }).update({ status: 'failed', updatedAt: db.fn.now() });

export const markClosed = (db: Db, id: string) =>
  db('purchases').where({ id }).whereIn('status', ['created', 'failed']).update({ status: 'closed', closedAt: db.fn.now(), updatedAt: db.fn.now() });

/**
 * Purchases still unpaid `minutes` after they were made, the least recently checked first (so a
 * few the gateway keeps failing on cannot hold back the rest); each is stamped as checked.
 */
export const takeUnsettled = (db: Db, minutes: number, limit: number) =>
  db('purchases')
    .whereIn('id', (q) =>
      q
        .select('id')
        .from('purchases')
        .whereIn('status', ['created', 'failed'])
        .where('createdAt', '<', db.raw('now() - make_interval(mins => ?)', [minutes]))
        .orderByRaw('checked_at NULLS FIRST, created_at')
        .limit(limit),
    )
    .update({ checkedAt: db.fn.now() })
    .returning('*') as Promise<PurchaseRow[]>;

/** Stores a webhook event once; answers false when its id was seen before. */
export async function storeEvent(db: Db, eventId: string, event: string, payload: unknown): Promise<boolean> {
  const rows = await db('paymentEvents').insert({ eventId, event, payload: JSON.stringify(payload) }).onConflict('eventId').ignore().returning('eventId');
  return rows.length > 0;
}

export const findEvent = (db: Db, eventId: string) =>
  db('paymentEvents').where({ eventId }).whereNull('processedAt').first<{ eventId: string; event: string; payload: unknown } | undefined>(
    'eventId',
    'event',
    'payload',
  );

export const markEventProcessed = (db: Db, eventId: string) =>
  db('paymentEvents').where({ eventId }).update({ processedAt: db.fn.now(), lastError: null });

export const markEventFailed = (db: Db, eventId: string, error: string) =>
  db('paymentEvents').where({ eventId }).update({ attempts: db.raw('attempts + 1'), lastError: error.slice(0, 500) });

/** Events received a while ago and not processed (an instance died, or processing failed). */
export const listStaleEvents = (db: Db, limit: number) =>
  db('paymentEvents')
    .whereNull('processedAt')
    .where('attempts', '<', 10)
    .where('receivedAt', '<', db.raw("now() - interval '1 minute'"))
    .orderBy('receivedAt')
    .limit(limit)
    .select('eventId') as Promise<{ eventId: string }[]>;

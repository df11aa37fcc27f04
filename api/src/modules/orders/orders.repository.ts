import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { byCreation, pageOf } from '../../posts/index.js';
import { containsWord } from '../../db/like.js';
import { withFirstImageId } from '../images/index.js';
import type { StockLine } from '../store-products/index.js';
import { isUuid } from '../../db/uuid.js';

/**
 * store_orders and store_order_items: the orders module alone writes them. Reads join the store
 * (slug), the buyer (name, e-mail) and the payment of a prepaid order (its gateway ids) for the
 * answer's shape; those tables are only read here.
 */

export type OrderStatus = 'awaiting_payment' | 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'abandoned';
export type PaymentType = 'cod' | 'prepaid';
/** What the store's and the admin's lists show: neither an order awaiting its payment nor an abandoned one (the buyer's: BUYER_STATUSES). */
export const LISTED_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
/**
 * What the buyer's own list shows: every order of theirs, also one still awaiting its payment (to
 * complete or cancel) and one abandoned (cancelled by them or expired unpaid), never the store's.
 */
export const BUYER_STATUSES = [...LISTED_STATUSES, 'awaiting_payment', 'abandoned'] as const;

export interface OrderRow {
  id: string;
  orderNumber: string;
  storeId: string | null;
  storeName: string;
  storeSlug: string | null;
  buyerId: string | null;
  buyerName: string | null;
  buyerEmail: string | null;
  status: OrderStatus;
  paymentType: PaymentType;
  total: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingPincode: string;
  deliveryInstructions: string;
  cancellationReason: string | null;
  createdAt: Date;
  statusUpdatedAt: Date;
  paidAt: Date | null;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  /** The refund of its payment when the order was cancelled after it was paid (payments' refunds). */
  refundStatus: 'pending' | 'processed' | 'failed_retrying' | null;
  refundedAt: Date | null;
}

export interface LineRow {
  orderId: string;
  productId: string | null;
  title: string;
  price: number;
  quantity: number;
  sizeKey: string | null;
  size: string | null;
  imageId: string | null;
}

/** What the buyer filled in at checkout, as the order keeps it. */
export type OrderContact = Pick<
  OrderRow,
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'shippingAddress'
  | 'shippingCity'
  | 'shippingState'
  | 'shippingPincode'
  | 'deliveryInstructions'
>;

export type NewOrder = OrderContact &
  Pick<OrderRow, 'storeName' | 'paymentType' | 'total' | 'paidAt'> & { storeId: string; buyerId: string; status: 'pending' | 'awaiting_payment' };

export type NewLine = Omit<LineRow, 'orderId'>;


/** An order named by its ORD- number or its id. */
export const byRef = (ref: string): Record<string, string> => (isUuid(ref) ? { 'o.id': ref } : { 'o.orderNumber': ref });

/** The order with what its answer shows; the latest payment attempt (a paid one first) gives the gateway ids. */
export const orderQuery = (db: Db) =>
  db('storeOrders as o')
    .leftJoin('stores as s', 's.id', 'o.storeId')
    .leftJoin('users as u', 'u.id', 'o.buyerId')
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT p.gateway_order_id, p.gateway_payment_id FROM purchases p WHERE p.store_order_id = o.id
         ORDER BY (p.status = 'fulfilled') DESC, p.created_at DESC LIMIT 1) pay ON true`,
    )
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT r.status, r.processed_at FROM refunds r JOIN purchases rp ON rp.id = r.purchase_id
         WHERE rp.store_order_id = o.id AND r.reason <> 'duplicate_payment' ORDER BY r.created_at DESC LIMIT 1) refund ON true`,
    )
    .select(
      'o.*',
      's.slug as storeSlug',
      'u.fullName as buyerName',
      'u.email as buyerEmail',
      'pay.gatewayOrderId',
      'pay.gatewayPaymentId',
      'refund.status as refundStatus',
      'refund.processedAt as refundedAt',
    );

export const findOrder = (db: Db, where: Record<string, string>) => orderQuery(db).where(where).first() as Promise<OrderRow | undefined>;

/**
 * The lines of all these orders in one query (no query per order). A line shows the picture it was
 * ordered with; when that is gone (replaced or deleted since) or there was none then, its product's
 * first picture now, found in the same query; a line of a deleted product without its own has none.
 */
export async function linesOf(db: Db, orderIds: string[]): Promise<Map<string, LineRow[]>> {
  const byOrder = new Map<string, LineRow[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const query = db('storeOrderItems as i')
    .leftJoin('images as img', 'img.id', 'i.imageId')
    .leftJoin('storeProducts as p', 'p.id', 'i.productId')
    .whereIn('i.orderId', orderIds)
    .orderBy(['i.orderId', 'i.position'])
    .select('i.orderId', 'i.productId', 'i.title', 'i.price', 'i.quantity', 'i.sizeKey', 'i.size', 'img.id as imageId');
  const rows = (await withFirstImageId(db, query, 'storeProduct', 'p')) as (LineRow & { firstImageId: string | null })[];
  for (const { firstImageId, ...line } of rows) byOrder.get(line.orderId)!.push({ ...line, imageId: line.imageId ?? firstImageId });
  return byOrder;
}

/** The stock an order holds, line by line (lines of a deleted product hold nothing). */
export async function stockLinesOf(trx: Db, orderId: string): Promise<(StockLine & { title: string })[]> {
  const rows = (await trx('storeOrderItems').where({ orderId }).whereNotNull('productId').orderBy('position').select(
    'productId',
    'sizeKey',
    'quantity',
    'title',
  )) as { productId: string; sizeKey: string | null; quantity: number; title: string }[];
  return rows;
}

/** Inserts the order with its number (India's date and the sequence) and its lines; answers its id. */
export async function insertOrder(trx: Db, order: NewOrder, lines: NewLine[]): Promise<string> {
  const [row] = await trx('storeOrders')
    .insert({
      ...order,
      orderNumber: trx.raw(
        `'ORD-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD') || '-' || lpad((nextval('store_order_number_seq') % 1000000)::text, 6, '0')`,
      ),
    })
    .returning('id');
  const id = row.id as string;
  await trx('storeOrderItems').insert(lines.map((line, position) => ({ ...line, orderId: id, position })));
  return id;
}

type BareOrderRow = Omit<OrderRow, 'storeSlug' | 'buyerName' | 'buyerEmail' | 'gatewayOrderId' | 'gatewayPaymentId' | 'refundStatus' | 'refundedAt'>;

/** The order row alone, unlocked. */
export const findOrderRow = (db: Db, id: string) => db('storeOrders').where({ id }).first() as Promise<BareOrderRow | undefined>;

/** The order row alone, locked for the caller's transaction (status changes serialize on it). */
export const lockOrder = (trx: Db, where: Record<string, string>) =>
  trx('storeOrders as o').where(where).forUpdate().first('o.*') as Promise<BareOrderRow | undefined>;

export const updateOrder = (trx: Db, id: string, changes: Record<string, unknown>) =>
  trx('storeOrders').where({ id }).update({ ...changes, statusUpdatedAt: trx.fn.now() });

/** The delivery details typed at a checkout that resumed this order (its status unchanged). */
export const updateOrderContact = (trx: Db, id: string, contact: OrderContact) => trx('storeOrders').where({ id }).update(contact);

export const deleteOrder = (trx: Db, id: string) => trx('storeOrders').where({ id }).delete();

/** A closing store's pending and confirmed orders cancelled with the reason, its unpaid ones abandoned. Answers the cancelled ids. */
export async function cancelUnfilledOrdersOfStore(trx: Db, storeId: string, reason: string): Promise<string[]> {
  const now = trx.fn.now();
  const cancelled = await trx('storeOrders')
    .where({ storeId })
    .whereIn('status', ['pending', 'confirmed'])
    .update({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, statusUpdatedAt: now })
    .returning<{ id: string }[]>('id');
  await trx('storeOrders').where({ storeId, status: 'awaiting_payment' }).update({ status: 'abandoned', statusUpdatedAt: now });
  return cancelled.map((o) => o.id);
}

/**
 * Or the order's number holds the term, any letter case: the whole number ("ord-20261126-000011"),
 * without its prefix ("20261126-000011") or its last digits ("000011"). The expression is
 * store_orders_number_trgm_idx's, so even the back office's search over every order reads an index.
 */
export const orNumberContains = (w: Knex.QueryBuilder, term: string) =>
  w.orWhereRaw("lower(o.order_number) LIKE ? ESCAPE '\\'", [containsWord(term)]);

export interface OrderFilter {
  storeId?: string;
  buyerId?: string;
  status?: OrderStatus;
  /** Without `status`: the statuses listed (LISTED_STATUSES unless told). */
  statuses?: readonly OrderStatus[];
  search?: string;
}

function filtered(q: Knex.QueryBuilder, f: OrderFilter) {
  if (f.storeId) q.where('o.storeId', f.storeId);
  if (f.buyerId) q.where('o.buyerId', f.buyerId);
  if (f.status) q.where('o.status', f.status);
  else q.whereIn('o.status', f.statuses ?? LISTED_STATUSES);
  const term = f.search?.trim();
  if (term) {
    const like = containsWord(term);
    q.where((w) =>
      orNumberContains(w, term)
        .orWhereRaw("lower(o.customer_name) LIKE ? ESCAPE '\\'", [like])
        .orWhereRaw("lower(o.customer_email) LIKE ? ESCAPE '\\'", [like])
        .orWhereRaw("o.customer_phone LIKE ? ESCAPE '\\'", [like]),
    );
  }
  return q;
}

/** A page of listed orders, newest first, and how many match. */
export async function listOrders(db: Db, f: OrderFilter, page: number, pageSize: number) {
  const [items, count] = await Promise.all([
    pageOf(byCreation(filtered(orderQuery(db), f), 'o', 'desc'), page, pageSize) as Promise<OrderRow[]>,
    filtered(db('storeOrders as o'), f).count('* as n').first() as Promise<{ n: number }>,
  ]);
  return { items, total: count.n };
}

/** Count and total of the store's listed orders per status, in one GROUP BY. */
export const figuresByStatus = (db: Db, storeId: string) =>
  db('storeOrders')
    .where({ storeId })
    .whereIn('status', LISTED_STATUSES)
    .groupBy('status')
    .select('status', db.raw('count(*)::int AS n'), db.raw('coalesce(sum(total), 0) AS revenue')) as Promise<
    { status: (typeof LISTED_STATUSES)[number]; n: number; revenue: number }[]
  >;

/** The buyer's orders in this store still awaiting their payment, newest first, locked for the caller's transaction. */
export const lockUnpaidOrders = (trx: Db, buyerId: string, storeId: string) =>
  trx('storeOrders').where({ buyerId, storeId, status: 'awaiting_payment' }).orderBy('createdAt', 'desc').forUpdate().pluck('id') as Promise<string[]>;

/** Checkout's view of a store: whether it exists, its name and how it takes payment. */
export const findStoreForCheckout = (db: Db, id: string) =>
  db('stores').where({ id }).first('id', 'name', 'ownerId', 'paymentOptions') as Promise<
    { id: string; name: string; ownerId: string; paymentOptions: PaymentType[] } | undefined
  >;

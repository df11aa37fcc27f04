// Reading orders: the buyer's own, an admin's look at any, and the store portal's list, detail and dashboard.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { toImage } from '../images/index.js';
import { countStoreProducts } from '../store-products/index.js';
import {
  BUYER_STATUSES,
  byRef,
  figuresByStatus,
  findOrder,
  linesOf,
  LISTED_STATUSES,
  listOrders,
  type LineRow,
  type OrderRow,
  type OrderStatus,
} from './orders.repository.js';

export const ORDER_NOT_FOUND = 'Order not found';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toOrder(row: OrderRow, lines: LineRow[]): Schemas['Order'] {
  return {
    _id: row.id,
    orderId: row.orderNumber,
    status: row.status,
    paymentType: row.paymentType,
    total: Number(row.total),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    shippingCity: row.shippingCity,
    shippingState: row.shippingState,
    shippingPincode: row.shippingPincode,
    deliveryInstructions: row.deliveryInstructions,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt.toISOString(),
    statusUpdatedAt: row.statusUpdatedAt.toISOString(),
    paidAt: iso(row.paidAt),
    confirmedAt: iso(row.confirmedAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    razorpayOrderId: row.gatewayOrderId,
    razorpayPaymentId: row.gatewayPaymentId,
    refundStatus: row.refundStatus ?? null,
    refundedAt: iso(row.refundedAt ?? null),
    store: { _id: row.storeId, name: row.storeName, slug: row.storeSlug },
    // A deleted account leaves the name and address the order was placed with.
    buyer: { _id: row.buyerId, fullName: row.buyerName ?? row.customerName, email: row.buyerEmail ?? row.customerEmail },
    products: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      price: Number(line.price),
      quantity: line.quantity,
      size: line.size,
      image: line.imageId ? toImage(line.imageId) : null,
    })),
  };
}

/** Orders with their lines: one query for the lines of all of them. */
export async function withLines(db: Db, rows: OrderRow[]): Promise<Schemas['Order'][]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toOrder(row, lines.get(row.id)!));
}

export async function orderById(db: Db, id: string): Promise<Schemas['Order']> {
  const row = await findOrder(db, { 'o.id': id });
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return (await withLines(db, [row]))[0]!;
}

/** GET /api/orders/{order}: its buyer or an admin; anyone else is told it does not exist. */
export async function getOrder(db: Db, viewer: SessionUser, ref: string) {
  const row = await findOrder(db, byRef(ref));
  if (!row || (row.buyerId !== viewer.id && !viewer.isAdmin)) throw notFound(ORDER_NOT_FOUND);
  return (await withLines(db, [row]))[0]!;
}

/** GET /api/orders/mine: all of the buyer's orders, also one awaiting its payment or abandoned (BUYER_STATUSES). */
export async function listMyOrders(db: Db, viewer: SessionUser, page: number, pageSize: number): Promise<Schemas['OrderPage']> {
  const { items, total } = await listOrders(db, { buyerId: viewer.id, statuses: BUYER_STATUSES }, page, pageSize);
  return { items: await withLines(db, items), total, page, pageSize };
}

/** One order of the store, as its portal sees it (never one awaiting payment or abandoned). */
export async function getPortalOrder(db: Db, storeId: string, id: string) {
  const row = await findOrder(db, { 'o.id': id, 'o.storeId': storeId });
  if (!row || !(LISTED_STATUSES as readonly OrderStatus[]).includes(row.status)) throw notFound(ORDER_NOT_FOUND);
  return (await withLines(db, [row]))[0]!;
}

type ListedStatus = (typeof LISTED_STATUSES)[number];

export async function listPortalOrders(
  db: Db,
  storeId: string,
  status: ListedStatus | 'all',
  search: string | undefined,
  page: number,
  pageSize: number,
): Promise<Schemas['PortalOrderPage']> {
  const [{ items, total }, figures] = await Promise.all([
    listOrders(db, { storeId, status: status === 'all' ? undefined : status, search }, page, pageSize),
    figuresByStatus(db, storeId),
  ]);
  const counts = { all: 0, pending: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 };
  for (const f of figures) {
    counts[f.status] = f.n;
    counts.all += f.n;
  }
  return { items: await withLines(db, items), total, page, pageSize, counts };
}

/** GET /api/store-portal/dashboard: the products' counts and one GROUP BY over the orders. */
export async function getPortalDashboard(db: Db, storeId: string): Promise<Schemas['PortalDashboard']> {
  const [products, figures] = await Promise.all([countStoreProducts(db, storeId), figuresByStatus(db, storeId)]);
  const revenueByStatus = { pending: 0, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 };
  let totalOrders = 0;
  let pendingOrders = 0;
  for (const f of figures) {
    revenueByStatus[f.status] = Number(f.revenue);
    totalOrders += f.n;
    if (f.status === 'pending') pendingOrders = f.n;
  }
  return {
    totalProducts: products.total,
    activeProducts: products.active,
    totalOrders,
    pendingOrders,
    totalRevenue: revenueByStatus.confirmed + revenueByStatus.shipped + revenueByStatus.delivered,
    revenueByStatus,
  };
}

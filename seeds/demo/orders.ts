// The demo's mini-store orders: the demo student's (delivered, shipped, cancelled with a reason,
// one prepaid and paid with its fulfilled purchase, one paid, cancelled and refunded) and a few
// of other students, so the profile's My Orders and every store portal's orders tab and dashboard
// show each state. The stores and products come from the stores seed (found by slug at seed time;
// without them nothing is done).
// Each order's stock is reserved as checkout would; a cancelled one holds none.
import type { Knex } from 'knex';
import { reserveStock } from '../../api/src/modules/store-products/index.js';
import type { Clock } from './time.js';

const HOUR = 60 * 60 * 1000;
const STORE_SLUGS = ['campus-threads', 'page-turners', 'gadget-garage'] as const;
type Slug = (typeof STORE_SLUGS)[number];

interface DemoProduct {
  id: string;
  title: string;
  price: number;
  sizeKey: string | null;
  size: string | null;
  imageId: string | null;
}

type Status = 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

interface DemoOrder {
  buyer: string;
  store: Slug;
  /** Which of the store's products (by position, newest first) and how many of each. */
  lines: [index: number, quantity: number][];
  status: Status;
  daysAgo: number;
  paymentType?: 'cod' | 'prepaid';
  reason?: string;
}

// Priya owns Campus Threads, Fatima Page Turners and Aditya Gadget Garage: nobody orders from their own store.
const ORDERS: DemoOrder[] = [
  { buyer: 'priya', store: 'page-turners', lines: [[0, 1], [1, 2]], status: 'delivered', daysAgo: 12 },
  { buyer: 'priya', store: 'page-turners', lines: [[2, 1]], status: 'shipped', daysAgo: 4 },
  { buyer: 'priya', store: 'gadget-garage', lines: [[0, 1]], status: 'pending', daysAgo: 1, paymentType: 'prepaid' },
  // Paid, then cancelled by the store: its payment refunded (the refund below).
  { buyer: 'priya', store: 'gadget-garage', lines: [[2, 1]], status: 'cancelled', daysAgo: 7, paymentType: 'prepaid', reason: 'Sorry, this one sold out at our stall before we could pack it.' },
  { buyer: 'rahul', store: 'campus-threads', lines: [[0, 1]], status: 'confirmed', daysAgo: 2 },
  { buyer: 'kabir', store: 'campus-threads', lines: [[0, 1], [1, 2]], status: 'delivered', daysAgo: 11 },
  { buyer: 'meera', store: 'campus-threads', lines: [[3, 1]], status: 'shipped', daysAgo: 3 },
  { buyer: 'rahul', store: 'campus-threads', lines: [[2, 1]], status: 'cancelled', daysAgo: 6, reason: 'The print came out faded; we will not send a tee we would not wear.' },
  { buyer: 'meera', store: 'page-turners', lines: [[1, 1], [0, 1]], status: 'pending', daysAgo: 0.125 },
  { buyer: 'kabir', store: 'gadget-garage', lines: [[1, 1]], status: 'delivered', daysAgo: 20 },
  { buyer: 'ananya', store: 'campus-threads', lines: [[1, 1]], status: 'pending', daysAgo: 1 },
];

/** Each store's active products, newest first, with a size that has stock for those with sizes. */
async function productsOf(trx: Knex.Transaction, storeId: string): Promise<DemoProduct[]> {
  const { rows } = await trx.raw<{ rows: DemoProduct[] }>(
    `SELECT p.id, p.title, p.price::float AS price, s.key AS "sizeKey", s.size,
            (SELECT i.id FROM images i WHERE i.store_product_id = p.id ORDER BY i.position LIMIT 1) AS "imageId"
       FROM store_products p
       LEFT JOIN LATERAL (SELECT key, size FROM store_product_sizes WHERE product_id = p.id AND stock > 0 ORDER BY position LIMIT 1) s
         ON p.has_sizes
      WHERE p.store_id = ? AND p.is_active AND (NOT p.has_sizes OR s.key IS NOT NULL)
      ORDER BY p.created_at DESC, p.id`,
    [storeId],
  );
  return rows;
}

/** When each step of an order's life happened, after it was placed. */
function timesOf(status: Status, placed: Date) {
  const at = (hours: number) => new Date(placed.getTime() + hours * HOUR);
  const times = {
    confirmedAt: status === 'confirmed' || status === 'shipped' || status === 'delivered' ? at(3) : null,
    shippedAt: status === 'shipped' || status === 'delivered' ? at(26) : null,
    deliveredAt: status === 'delivered' ? at(74) : null,
    cancelledAt: status === 'cancelled' ? at(6) : null,
  };
  const last = [times.deliveredAt, times.shippedAt, times.confirmedAt, times.cancelledAt].find(Boolean) ?? placed;
  return { ...times, statusUpdatedAt: last };
}

/** Answers how many orders were made (0 when the demo stores are not there). */
export async function insertOrders(trx: Knex.Transaction, people: Map<string, string>, clock: Clock): Promise<number> {
  const stores: { id: string; name: string; slug: Slug; paymentOptions: ('cod' | 'prepaid')[] }[] = await trx('stores')
    .whereIn('slug', STORE_SLUGS)
    .select('id', 'name', 'slug', 'paymentOptions');
  if (!stores.length) return 0;
  const products = new Map<string, DemoProduct[]>();
  for (const s of stores) products.set(s.slug, await productsOf(trx, s.id));
  const buyers: { id: string; email: string; fullName: string; phone: string }[] = await trx('users')
    .whereIn('id', [...people.values()])
    .select('id', 'email', 'fullName', 'phone');

  let made = 0;
  // Oldest first, so the order numbers rise with the dates.
  const oldestFirst = [...ORDERS].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [n, o] of oldestFirst.entries()) {
    const store = stores.find((s) => s.slug === o.store);
    const buyer = buyers.find((b) => b.id === people.get(o.buyer));
    const lines = o.lines.flatMap(([index, quantity]) => {
      const product = products.get(o.store)?.[index];
      return product ? [{ product, quantity }] : [];
    });
    if (!store || !buyer || !lines.length) continue;
    const stock = lines.map(({ product, quantity }) => ({ productId: product.id, sizeKey: product.sizeKey, quantity }));
    // A cancelled order gave its stock back; any other holds it (skipped if the store has too little).
    if (o.status !== 'cancelled' && (await reserveStock(trx, stock))) continue;
    const placed = clock.ago(Math.floor(o.daysAgo), (o.daysAgo % 1) * 24);
    // As the store takes payment (a store without prepaid makes the prepaid example cash on delivery).
    const wanted = o.paymentType ?? 'cod';
    const paymentType = store.paymentOptions.includes(wanted) ? wanted : store.paymentOptions[0]!;
    const total = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
    const [order] = await trx('storeOrders')
      .insert({
        orderNumber: trx.raw(
          `'ORD-' || to_char(?::timestamptz AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD') || '-' || lpad((nextval('store_order_number_seq') % 1000000)::text, 6, '0')`,
          [placed],
        ),
        storeId: store.id,
        storeName: store.name,
        buyerId: buyer.id,
        status: o.status,
        paymentType,
        total,
        customerName: buyer.fullName,
        customerEmail: buyer.email,
        customerPhone: buyer.phone || '9876500000',
        shippingAddress: `Room ${101 + n}, Hostel ${'ABCD'[n % 4]}`,
        shippingCity: 'Manipal',
        shippingState: 'Karnataka',
        shippingPincode: '576104',
        deliveryInstructions: n % 2 ? 'Call when you reach the hostel gate.' : '',
        cancellationReason: o.reason ?? null,
        createdAt: placed,
        paidAt: paymentType === 'prepaid' ? new Date(placed.getTime() + 2 * 60 * 1000) : null,
        ...timesOf(o.status, placed),
      })
      .returning(['id', 'orderNumber']);
    await trx('storeOrderItems').insert(
      lines.map(({ product, quantity }, position) => ({
        orderId: order.id,
        productId: product.id,
        title: product.title,
        price: product.price,
        quantity,
        sizeKey: product.sizeKey,
        size: product.size,
        imageId: product.imageId,
        position,
      })),
    );
    if (paymentType === 'prepaid') {
      const paidAt = new Date(placed.getTime() + 2 * 60 * 1000);
      const [purchase] = await trx('purchases').insert({
        userId: buyer.id,
        kind: 'order',
        status: 'fulfilled',
        amount: total,
        description: `Order ${order.orderNumber}`,
        storeOrderId: order.id,
        gateway: 'test',
        gatewayOrderId: `order_demostore${String(n).padStart(5, '0')}`,
        gatewayPaymentId: `pay_demostore${String(n).padStart(5, '0')}`,
        receipt: `thriftz_demo_order_${n}`,
        granted: { orderId: order.orderNumber },
        createdAt: placed,
        paidAt,
        fulfilledAt: paidAt,
        updatedAt: paidAt,
      }).returning('id');
      // A paid order the store cancelled: its payment went back through the gateway, as the app does.
      if (o.status === 'cancelled') {
        // Cancelled six hours after it was placed (timesOf), refunded a minute later.
        const refundedAt = new Date(placed.getTime() + 6 * HOUR + 60 * 1000);
        await trx('refunds').insert({
          purchaseId: purchase.id,
          gatewayPaymentId: `pay_demostore${String(n).padStart(5, '0')}`,
          amount: total,
          reason: 'order_cancelled',
          status: 'processed',
          gatewayRefundId: `rfnd_demostore${String(n).padStart(5, '0')}`,
          attempts: 1,
          createdAt: refundedAt,
          updatedAt: refundedAt,
          processedAt: refundedAt,
        });
      }
    }
    made += 1;
  }
  return made;
}

/**
 * The stores baseline: node:http + pg doing what the API does for a store page's products and
 * for a cash-on-delivery checkout, and nothing else (no framework, validation, sessions, rate
 * limits or logging). Products: the API's own statements, recorded from its service function
 * (api-statements.ts): a page of the store's active products with their sizes and pictures, and
 * their count, at once. Checkout: the buyer's profile, the store, the products, then one
 * transaction that takes the stock (conditional decrements in id order) and inserts the order and
 * its lines; then the order is read back with its lines. The caller names the buyer in `x-user`.
 * Started by stores.ts.
 */
import http from 'node:http';
import pg from 'pg';
import { listStoreProducts } from '../../api/src/modules/store-products/store-products.service.js';
import { apiStatements, replay } from './api-statements.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const statements = apiStatements(process.env.DATABASE_URL!);

const readJson = (req: http.IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')));
    req.on('error', reject);
  });

/** GET /api/stores/{slug}/products with the page's defaults (newest first, price 0 to 10000, 25 a page), in the API's own statements. */
async function storeProducts(slug: string) {
  const trips = await statements.of(`products ${slug}`, (db) =>
    listStoreProducts(db, slug, { minPrice: 0, maxPrice: 10000 }, 'newest', 1, 25).catch(() => undefined),
  );
  const results = await replay(pool, trips);
  const page = results.find((r) => r.fields.some((f) => f.name === 'title'));
  const count = results.find((r) => r.fields.some((f) => f.name === 'total'));
  if (!page || !count) return undefined;
  return { items: page.rows, total: Number(count.rows[0].total), page: 1, pageSize: 25 };
}

interface Item {
  productId: string;
  quantity: number;
}

async function checkout(userId: string, body: { storeId: string; items: Item[]; fullName: string; email: string; phone: string }) {
  const user = (await pool.query('SELECT profile_created_at FROM users WHERE id = $1', [userId])).rows[0];
  if (!user?.profile_created_at) return undefined;
  const store = (await pool.query('SELECT id, name, payment_options FROM stores WHERE id = $1', [body.storeId])).rows[0];
  const { rows: products } = await pool.query('SELECT id, store_id, title, price, stock, is_active FROM store_products WHERE id = ANY($1::uuid[])', [
    body.items.map((i) => i.productId),
  ]);
  const lines = body.items.map((i) => ({ ...i, product: products.find((p) => p.id === i.productId) }));
  const total = lines.reduce((sum, l) => sum + Number(l.product.price) * l.quantity, 0);
  const client = await pool.connect();
  let orderId: string;
  try {
    await client.query('BEGIN');
    for (const l of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
      const taken = await client.query('UPDATE store_products SET stock = stock - $2, updated_at = now() WHERE id = $1 AND NOT has_sizes AND stock >= $2', [
        l.productId,
        l.quantity,
      ]);
      if (!taken.rowCount) {
        await client.query('ROLLBACK');
        return undefined;
      }
    }
    const order = await client.query(
      `INSERT INTO store_orders (order_number, store_id, store_name, buyer_id, status, payment_type, total, customer_name, customer_email,
         customer_phone, shipping_address, shipping_city, shipping_state, shipping_pincode)
       VALUES ('ORD-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYYMMDD') || '-' || lpad((nextval('store_order_number_seq') % 1000000)::text, 6, '0'),
         $1, $2, $3, 'pending', 'cod', $4, $5, $6, $7, 'Hostel', 'Manipal', 'Karnataka', '576104') RETURNING id`,
      [store.id, store.name, userId, total, body.fullName, body.email, body.phone],
    );
    orderId = order.rows[0].id;
    await client.query(
      `INSERT INTO store_order_items (order_id, product_id, title, price, quantity, position)
       SELECT $1, p, t, pr, q, n - 1 FROM unnest($2::uuid[], $3::text[], $4::numeric[], $5::int[]) WITH ORDINALITY AS l(p, t, pr, q, n)`,
      [orderId, lines.map((l) => l.productId), lines.map((l) => l.product.title), lines.map((l) => l.product.price), lines.map((l) => l.quantity)],
    );
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
  const [order, items] = await Promise.all([
    pool.query(
      `SELECT o.*, s.slug, u.full_name, u.email FROM store_orders o LEFT JOIN stores s ON s.id = o.store_id LEFT JOIN users u ON u.id = o.buyer_id
        WHERE o.id = $1`,
      [orderId],
    ),
    pool.query('SELECT * FROM store_order_items WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, position', [[orderId]]),
  ]);
  return { ...order.rows[0], products: items.rows };
}

http
  .createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    readJson(req)
      .then(async (body) => {
        const products = /^\/api\/stores\/([a-z0-9-]+)\/products$/.exec(req.url ?? '');
        if (req.method === 'GET' && products) {
          const page = await storeProducts(products[1]!);
          return page ? send(200, page) : send(404, { detail: 'Store not found' });
        }
        if (req.method === 'POST' && req.url === '/api/orders') {
          const order = await checkout(String(req.headers['x-user'] ?? ''), body as never);
          return order ? send(201, order) : send(409, { detail: 'out of stock' });
        }
        send(404, {});
      })
      .catch((err: Error) => send(500, { detail: err.message }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1');

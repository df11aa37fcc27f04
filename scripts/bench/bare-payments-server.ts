/**
 * The payments baseline: node:http + pg doing what create-order and verify-payment do for an
 * extra listing, and nothing else (no framework, validation, sessions, rate limits or logging):
 * the test gateway's order row and the purchase row; then the purchase read, the signature check,
 * and the fulfilment transaction (lock, grant, mark fulfilled). The caller names the student in
 * `x-user`. Started by payments.ts.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const keySecret = process.env.KEY_SECRET!;

const readJson = (req: http.IncomingMessage) =>
  new Promise<Record<string, string>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}')));
    req.on('error', reject);
  });

async function createOrder(userId: string) {
  const id = randomUUID();
  const orderId = `order_${randomBytes(10).toString('hex').slice(0, 14)}`;
  const receipt = `thriftz_${id.replaceAll('-', '')}`;
  await pool.query('INSERT INTO test_gateway_orders (id, amount, currency, receipt, notes) VALUES ($1, 1000, $2, $3, $4)', [
    orderId,
    'INR',
    receipt,
    JSON.stringify({ purchaseId: id, userId, type: 'extra_listing' }),
  ]);
  await pool.query(
    `INSERT INTO purchases (id, user_id, kind, description, plan_id, listing_id, amount, gateway, gateway_order_id, receipt)
     VALUES ($1, $2, 'extra_listing', '1 extra listing (lifetime)', NULL, NULL, 10, 'test', $3, $4)`,
    [id, userId, orderId, receipt],
  );
  return { id: orderId, amount: 1000, currency: 'INR', receipt, purchaseId: id };
}

async function verify(userId: string, body: Record<string, string>) {
  const { rows } = await pool.query('SELECT * FROM purchases WHERE gateway_order_id = $1 LIMIT 1', [body.razorpay_order_id]);
  const purchase = rows[0];
  if (!purchase || purchase.user_id !== userId) return undefined;
  const expected = Buffer.from(createHmac('sha256', keySecret).update(`${purchase.gateway_order_id}|${body.razorpay_payment_id}`).digest('hex'));
  const given = Buffer.from(body.razorpay_signature ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const locked = (await client.query('SELECT * FROM purchases WHERE gateway_order_id = $1 LIMIT 1 FOR UPDATE', [purchase.gateway_order_id])).rows[0];
    if (locked.status !== 'fulfilled') {
      await client.query('UPDATE users SET extra_listings_purchased = extra_listings_purchased + 1 WHERE id = $1', [userId]);
      await client.query(
        `UPDATE purchases SET status = 'fulfilled', gateway_payment_id = $2, paid_at = COALESCE(paid_at, now()), fulfilled_at = now(),
           granted = '{"extraListings":1}', updated_at = now() WHERE id = $1`,
        [locked.id, body.razorpay_payment_id],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
  return { verified: true };
}

http
  .createServer((req, res) => {
    const userId = String(req.headers['x-user'] ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    readJson(req)
      .then((body) => {
        if (req.method === 'POST' && req.url === '/api/razorpay/create-order') return createOrder(userId).then((o) => send(201, o));
        if (req.method === 'POST' && req.url === '/api/razorpay/verify-payment')
          return verify(userId, body).then((v) => (v ? send(200, v) : send(400, { detail: 'Payment verification failed' })));
        send(404, {});
      })
      .catch((err: Error) => send(500, { detail: err.message }));
  })
  .listen(Number(process.env.PORT), '127.0.0.1');

/**
 * The stores scenario of `npm run bench`: a store page's products (GET /api/stores/{slug}/products)
 * and a cash-on-delivery checkout (POST /api/orders, two lines), as fast as BENCH_CONNECTIONS
 * connections can go for BENCH_SECONDS, against the API (signed-in sessions) and against a bare
 * node:http + pg server doing the same SQL (bare-stores-server.ts). The store and its 200
 * products (stock enough for every order) are inserted here; buyers rotate over the connections,
 * and each checkout takes two products of the 200 in turn, so neither a per-buyer order budget
 * nor one hot row is what limits it.
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, sql, waitForServer } from '../lib/local-server.js';
import { signIn } from './bench-sessions.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BUYERS = 1000;
const PRODUCTS = 200;
const SLUG = 'bench-campus-store';

interface Flow {
  cookie?: string;
  userId?: string;
}

interface Shop {
  storeId: string;
  productIds: string[];
  buyers: { id: string; cookie: string }[];
}

/** One connection's checkout: the next buyer, the next two products. */
function checkoutFlow(origin: string, shop: Shop, bare: boolean) {
  let next = 0;
  return [
    {
      method: 'POST' as const,
      path: '/api/orders',
      setupRequest: (req: autocannon.Request, context: Flow) => {
        const n = next++;
        const buyer = shop.buyers[n % shop.buyers.length]!;
        const who = bare ? { 'x-user': buyer.id } : { cookie: buyer.cookie, origin };
        const items = [0, 1].map((k) => ({ productId: shop.productIds[(2 * n + k) % shop.productIds.length]!, storeId: shop.storeId, quantity: 1 }));
        const body = {
          storeId: shop.storeId,
          paymentType: 'cod',
          items,
          fullName: 'Bench Buyer',
          email: 'buyer@campus.edu',
          phone: '9876543210',
          address: 'Room 1, Hostel A',
          city: 'Manipal',
          state: 'Karnataka',
          pincode: '576104',
        };
        context.userId = buyer.id;
        return { ...req, headers: { 'content-type': 'application/json', ...who }, body: JSON.stringify(body) };
      },
    },
  ];
}

function run(url: string, requests: autocannon.Request[] | undefined, path?: string) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: path ? `${url}${path}` : url, connections, duration, requests }, (err: unknown, result: autocannon.Result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function insertShop(dbUrl: string): Promise<Shop> {
  const { rows: owner } = await sql(
    dbUrl,
    `INSERT INTO users (email, full_name, email_verified_at, profile_created_at, welcome_email_queued_at)
     VALUES ('bench-store-owner@campus.edu', 'Bench Store Owner', now(), now(), now()) RETURNING id`,
  );
  const { rows: store } = await sql(
    dbUrl,
    `INSERT INTO stores (owner_id, name, slug, category, description, payment_options)
     VALUES ($1, 'Bench Campus Store', $2, 'clothing-fashion', 'Everything a hostel room needs.', '{cod,prepaid}') RETURNING id`,
    [owner[0].id, SLUG],
  );
  const { rows: products } = await sql(
    dbUrl,
    `INSERT INTO store_products (store_id, title, description, price, category, stock, created_at)
     SELECT $1, 'Bench product ' || g, 'A product for the bench.', 100 + g, 'other', 10000000, now() - make_interval(mins => g)
       FROM generate_series(1, $2::int) g RETURNING id`,
    [store[0].id, PRODUCTS],
  );
  const { rows: buyers } = await sql(
    dbUrl,
    `INSERT INTO users (email, full_name, email_verified_at, profile_created_at, welcome_email_queued_at)
     SELECT 'shopper' || g || '@campus.edu', 'Shopper ' || g, now(), now(), now() FROM generate_series(1, $1::int) g
     RETURNING id`,
    [BUYERS],
  );
  await sql(dbUrl, 'ANALYZE stores; ANALYZE store_products; ANALYZE users');
  const ids = buyers.map((r: { id: string }) => r.id);
  const cookies = await signIn(dbUrl, ids);
  return {
    storeId: store[0].id as string,
    productIds: products.map((r: { id: string }) => r.id),
    buyers: ids.map((id: string, i: number) => ({ id, cookie: cookies[i]! })),
  };
}

const row = (r: { name: string; rps: number; p50: number; p99: number; non2xx: number }, baseline: number) =>
  `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${`${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(9)} ${String(r.non2xx).padStart(9)}`;

async function measure(title: string, scenarios: { name: string; url: string; path?: string; requests?: autocannon.Request[] }[]) {
  console.log(`${title}: ${connections} connections, ${duration} s each\n`);
  const results = [];
  for (const s of scenarios) {
    await run(s.url, s.requests, s.path); // warm-up pass
    const r = await run(s.url, s.requests, s.path);
    results.push({ name: s.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
  }
  console.log('scenario                        req/s    p50 ms   p99 ms   vs bare   non-2xx');
  for (const r of results) console.log(row(r, results[0]!.rps));
  console.log('');
}

export async function benchStores({ dbUrl, apiPort }: { dbUrl: string; apiPort: number }) {
  const shop = await insertShop(dbUrl);
  const barePort = await freePort();
  const bare = fork(path.join(import.meta.dirname, 'bare-stores-server.ts'), [], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(barePort) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitForServer(`${bareBase}/api/health`, bare);
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const productsPath = `/api/stores/${SLUG}/products`;
    // The store pages are the stores module's; a build without it answers 404, and is said so.
    const probe = await fetch(`${apiBase}${productsPath}`);
    if (probe.status === 200) {
      await measure(`GET ${productsPath} (${PRODUCTS} products, a page of them)`, [
        { name: 'bare node:http + pg', url: bareBase, path: productsPath },
        { name: 'API, visitor', url: apiBase, path: productsPath },
      ]);
    } else {
      console.log(`GET ${productsPath}: skipped, the API answers ${probe.status} (no stores module in this build)\n`);
    }
    await measure('POST /api/orders (cash on delivery, two lines, stock reserved)', [
      { name: 'bare node:http + pg', url: bareBase, requests: checkoutFlow(bareBase, shop, true) as autocannon.Request[] },
      { name: 'API, signed in', url: apiBase, requests: checkoutFlow(`http://localhost:${apiPort}`, shop, false) as autocannon.Request[] },
    ]);
    const { rows } = await sql(dbUrl, `SELECT count(*)::int AS n FROM store_orders WHERE store_id = $1`, [shop.storeId]);
    console.log(`${rows[0].n} orders placed in all.\n`);
  } finally {
    bare.kill('SIGTERM');
  }
}

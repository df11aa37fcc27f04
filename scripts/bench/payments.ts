/**
 * The payments scenario of `npm run bench`: the buy-an-extra-listing flow, create-order then
 * verify-payment, as fast as BENCH_CONNECTIONS connections can go for BENCH_SECONDS, against the
 * API (test gateway, signed-in sessions, the payment signature computed as Razorpay's checkout
 * would) and against a bare node:http + pg server doing the same SQL (bare-payments-server.ts).
 * Students rotate over the connections so the per-student order budget is never what limits it.
 */
import { fork } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, sql, waitForServer } from '../lib/local-server.js';
import { signIn } from './bench-sessions.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const STUDENTS = 600;
/** The test gateway's key secret when no Razorpay keys are set (api config). */
const KEY_SECRET = 'thriftz-test-gateway-key-secret';

interface Flow {
  cookie?: string;
  userId?: string;
  orderId?: string;
}

/** One connection's cycle: create an order as the next student, then verify its payment. */
function flow(origin: string, students: { id: string; cookie: string }[], bare: boolean) {
  let next = 0;
  const who = (context: Flow) => (bare ? { 'x-user': context.userId! } : { cookie: context.cookie!, origin });
  return [
    {
      method: 'POST' as const,
      path: '/api/razorpay/create-order',
      setupRequest: (req: autocannon.Request, context: Flow) => {
        const student = students[next++ % students.length]!;
        context.cookie = student.cookie;
        context.userId = student.id;
        return { ...req, headers: { 'content-type': 'application/json', ...who(context) }, body: JSON.stringify({ amount: 10, currency: 'INR', notes: { type: 'extra_listing' } }) };
      },
      onResponse: (_status: number, body: string, context: Flow) => {
        context.orderId = (JSON.parse(body) as { id?: string }).id;
      },
    },
    {
      method: 'POST' as const,
      path: '/api/razorpay/verify-payment',
      setupRequest: (req: autocannon.Request, context: Flow) => {
        const paymentId = `pay_${randomBytes(7).toString('hex')}`;
        const signature = createHmac('sha256', KEY_SECRET).update(`${context.orderId}|${paymentId}`).digest('hex');
        const body = { razorpay_order_id: context.orderId ?? 'none', razorpay_payment_id: paymentId, razorpay_signature: signature };
        return { ...req, headers: { 'content-type': 'application/json', ...who(context) }, body: JSON.stringify(body) };
      },
    },
  ];
}

function run(url: string, requests: ReturnType<typeof flow>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, requests: requests as autocannon.Request[] }, (err: unknown, result: autocannon.Result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

export async function benchPayments({ dbUrl, apiPort }: { dbUrl: string; apiPort: number }) {
  const { rows } = await sql(
    dbUrl,
    `INSERT INTO users (email, full_name, email_verified_at, profile_created_at, welcome_email_queued_at)
     SELECT 'payer' || g || '@campus.edu', 'Paying Student ' || g, now(), now(), now() FROM generate_series(1, $1::int) g
     RETURNING id`,
    [STUDENTS],
  );
  const ids = rows.map((r: { id: string }) => r.id);
  const cookies = await signIn(dbUrl, ids);
  const students = ids.map((id: string, i: number) => ({ id, cookie: cookies[i]! }));

  const barePort = await freePort();
  const bare = fork(path.join(import.meta.dirname, 'bare-payments-server.ts'), [], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(barePort), KEY_SECRET },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitForServer(`${bareBase}/api/health`, bare);
    const apiBase = `http://127.0.0.1:${apiPort}`;
    console.log(`POST create-order + POST verify-payment (an extra listing, test gateway): ${connections} connections, ${duration} s each\n`);
    const scenarios = [
      { name: 'bare node:http + pg', url: bareBase, requests: flow(bareBase, students, true) },
      { name: 'API, signed in', url: apiBase, requests: flow(`http://localhost:${apiPort}`, students, false) },
    ];
    const results = [];
    for (const s of scenarios) {
      await run(s.url, s.requests); // warm-up pass
      const r = await run(s.url, s.requests);
      results.push({ name: s.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
    }
    const { rows: granted } = await sql(dbUrl, `SELECT count(*)::int AS n FROM purchases WHERE status = 'fulfilled'`);
    const baseline = results[0]!.rps;
    console.log('scenario                        req/s  flows/s    p50 ms   p99 ms   vs bare   non-2xx');
    for (const r of results) {
      console.log(
        `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(6)} ${(r.rps / 2).toFixed(0).padStart(8)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${`${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(9)} ${String(r.non2xx).padStart(9)}`,
      );
    }
    console.log(`\n${granted[0].n} purchases fulfilled in all (each flow grants once).\n`);
  } finally {
    bare.kill('SIGTERM');
  }
}

/**
 * The chat scenario of `npm run bench`: BENCH_CHAT_PAIRS buyer/seller pairs (default 500, so 1,000
 * sockets), every buyer sending one message a second, starts spread evenly (500 messages/s in
 * all), for BENCH_SECONDS. Latency runs from the buyer's send to the seller's socket receiving
 * the message. Against the API the buyers are on one instance and the sellers on a second, so
 * every message is stored and crosses instances through PostgreSQL LISTEN/NOTIFY; the baseline is
 * a bare ws relay (bare-ws-relay.ts) with the same sockets and the same sends.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import hdr, { type Histogram } from 'hdr-histogram-js';
import WebSocket from 'ws';
import { freePort, sql, waitForServer } from '../lib/local-server.js';
import { spawnApi } from './api-process.js';
import { signIn } from './bench-sessions.js';

const pairCount = Number(process.env.BENCH_CHAT_PAIRS ?? 500);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
/** A message not received this long after the last send is lost. */
const DRAIN_MS = 5000;
/** Upgrades in flight at once (each costs the API a session and a user read). */
const CONNECT_BATCH = 50;

interface Pair {
  conversationId: string;
  buyerId: string;
  sellerId: string;
  buyerCookie: string;
  sellerCookie: string;
}

interface Endpoint {
  url: string;
  headers?: Record<string, string>;
  origin?: string;
}

/** Sent messages not yet received, by clientMessageId, with their send time (ns). */
type Pending = Map<string, bigint>;

interface Phase {
  pending: Pending;
  histogram: Histogram;
  delivered: number;
  errors: Map<string, number>;
  closed: number;
}

interface Result {
  name: string;
  sent: number;
  delivered: number;
  p50: number;
  p99: number;
  lost: number;
  errors: Map<string, number>;
  closed: number;
}

/** Users, listings, conversations and members for the pairs, in SQL; answers them in order. */
async function seedPairs(dbUrl: string): Promise<Omit<Pair, 'buyerCookie' | 'sellerCookie'>[]> {
  await sql(
    dbUrl,
    `INSERT INTO users (email, full_name, email_verified_at, password_hash)
     SELECT 'chat-' || r || '-' || g || '@campus.edu', 'Chat ' || initcap(r) || ' ' || g, now(), 'bench-no-password'
       FROM generate_series(1, $1::int) g, unnest(ARRAY['buyer', 'seller']) r`,
    [pairCount],
  );
  await sql(
    dbUrl,
    `INSERT INTO listings (seller_id, slug, title, description, category, condition, listing_type, price, expires_at)
     SELECT u.id, 'chat-bench-' || g, 'Chat bench desk lamp ' || g, 'A desk lamp the chat bench asks about, over and over.',
            'furniture', 'good', 'sell', 250, now() + interval '28 days'
       FROM generate_series(1, $1::int) g JOIN users u ON u.email = 'chat-seller-' || g || '@campus.edu'`,
    [pairCount],
  );
  const { rows } = await sql(
    dbUrl,
    `WITH pairs AS (
       SELECT g, l.id AS listing_id, b.id AS buyer_id, s.id AS seller_id
         FROM generate_series(1, $1::int) g
         JOIN users b ON b.email = 'chat-buyer-' || g || '@campus.edu'
         JOIN users s ON s.email = 'chat-seller-' || g || '@campus.edu'
         JOIN listings l ON l.slug = 'chat-bench-' || g),
     conversations AS (
       INSERT INTO conversations (type, item_id, listing_id, user_a, user_b)
       SELECT 'product', listing_id, listing_id, least(buyer_id, seller_id), greatest(buyer_id, seller_id) FROM pairs
       RETURNING id, item_id),
     members AS (
       INSERT INTO conversation_members (conversation_id, user_id, other_user_id)
       SELECT c.id, p.buyer_id, p.seller_id FROM pairs p JOIN conversations c ON c.item_id = p.listing_id
       UNION ALL
       SELECT c.id, p.seller_id, p.buyer_id FROM pairs p JOIN conversations c ON c.item_id = p.listing_id)
     SELECT c.id AS "conversationId", p.buyer_id AS "buyerId", p.seller_id AS "sellerId"
       FROM pairs p JOIN conversations c ON c.item_id = p.listing_id ORDER BY p.g`,
    [pairCount],
  );
  await sql(dbUrl, 'ANALYZE users, listings, conversations, conversation_members');
  return rows;
}

async function expectSignedIn(base: string, cookie: string, userId: string) {
  const res = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
  const body = (await res.json()) as { user: { id: string } | null };
  if (body.user?.id !== userId) throw new Error(`The bench's session cookie is not accepted by ${base}: ${JSON.stringify(body)}`);
}

function connect({ url, headers, origin }: Endpoint) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { headers, origin, perMessageDeflate: false });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`${url}: upgrade refused, ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

async function connectAll(endpoints: Endpoint[]) {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < endpoints.length; i += CONNECT_BATCH) {
    sockets.push(...(await Promise.all(endpoints.slice(i, i + CONNECT_BATCH).map(connect))));
  }
  return sockets;
}

const newPhase = (): Phase => ({
  pending: new Map(),
  histogram: hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 }),
  delivered: 0,
  errors: new Map(),
  closed: 0,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Connects the pairs' sockets and runs the load twice, a warm-up pass and the measured one. A
 * seller's socket records any frame carrying a pending clientMessageId (receive-message from the
 * API, the buyer's own frame from the relay); a buyer's counts message-error frames.
 */
async function measure(name: string, pairs: Pair[], buyerAt: (i: number) => Endpoint, sellerAt: (i: number) => Endpoint): Promise<Result> {
  let phase = newPhase();
  const buyers = await connectAll(pairs.map((_, i) => buyerAt(i)));
  const sellers = await connectAll(pairs.map((_, i) => sellerAt(i)));
  try {
    for (const seller of sellers) {
      seller.on('message', (raw) => {
        const at = process.hrtime.bigint();
        const { data } = JSON.parse(String(raw)) as { data?: { clientMessageId?: string } };
        const id = data?.clientMessageId;
        const sentAt = id === undefined ? undefined : phase.pending.get(id);
        if (sentAt === undefined) return;
        phase.pending.delete(id!);
        phase.delivered++;
        phase.histogram.recordValue(Math.max(1, Number((at - sentAt) / 1000n)));
      });
    }
    for (const buyer of buyers) {
      buyer.on('message', (raw) => {
        const { event, data } = JSON.parse(String(raw)) as { event: string; data?: { error?: string; clientMessageId?: string } };
        if (event !== 'message-error') return;
        if (data?.clientMessageId) phase.pending.delete(data.clientMessageId);
        phase.errors.set(data?.error ?? '?', (phase.errors.get(data?.error ?? '?') ?? 0) + 1);
      });
    }
    for (const ws of [...buyers, ...sellers]) ws.on('close', () => phase.closed++);

    await load(pairs, buyers, WARM_UP_SECONDS, phase);
    phase = newPhase();
    const sent = await load(pairs, buyers, duration, phase);
    return {
      name,
      sent,
      delivered: phase.delivered,
      p50: phase.histogram.getValueAtPercentile(50) / 1000,
      p99: phase.histogram.getValueAtPercentile(99) / 1000,
      lost: phase.pending.size,
      errors: phase.errors,
      closed: phase.closed,
    };
  } finally {
    for (const ws of [...buyers, ...sellers]) ws.terminate();
  }
}

/**
 * Open loop: send k goes out at start + k × (1 s / pairs), from buyer k mod pairs, whether or not
 * earlier ones arrived; then waits up to DRAIN_MS for the rest. Answers how many were sent.
 */
async function load(pairs: Pair[], buyers: WebSocket[], seconds: number, phase: Phase) {
  const slots = seconds * pairs.length;
  const spacingMs = 1000 / pairs.length;
  const start = performance.now();
  let k = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      for (; k < slots && start + k * spacingMs <= now; k++) {
        const i = k % pairs.length;
        const clientMessageId = randomUUID();
        const frame = JSON.stringify({
          event: 'send-message',
          data: { conversationId: pairs[i]!.conversationId, message: `Is the lamp still available? (${k})`, clientMessageId },
        });
        phase.pending.set(clientMessageId, process.hrtime.bigint());
        buyers[i]!.send(frame);
      }
      if (k >= slots) return resolve();
      setTimeout(tick, Math.max(0, start + k * spacingMs - performance.now()));
    };
    tick();
  });
  const deadline = Date.now() + DRAIN_MS;
  while (phase.pending.size > 0 && Date.now() < deadline) await sleep(20);
  return slots;
}

function print(results: Result[]) {
  const bare = results[0]!;
  const ratio = (a: number, b: number) => (b > 0 ? `×${(a / b).toFixed(1)}` : '-');
  console.log('scenario                              msg/s    p50 ms   p99 ms  p50 vs bare  p99 vs bare   lost  errors');
  for (const r of results) {
    const vs = r === bare ? ['', ''] : [ratio(r.p50, bare.p50), ratio(r.p99, bare.p99)];
    console.log(
      `${r.name.padEnd(35)} ${(r.delivered / duration).toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${vs[0]!.padStart(12)} ${vs[1]!.padStart(12)} ${String(r.lost).padStart(6)} ${String([...r.errors.values()].reduce((a, b) => a + b, 0)).padStart(7)}`,
    );
  }
  for (const r of results) {
    for (const [error, n] of r.errors) console.log(`  ${r.name}: message-error "${error}" × ${n}`);
    if (r.closed > 0) console.log(`  ${r.name}: ${r.closed} sockets closed during the run`);
    if (r.delivered + r.lost + [...r.errors.values()].reduce((a, b) => a + b, 0) !== r.sent) {
      console.log(`  ${r.name}: ${r.sent} sent, ${r.delivered} delivered`);
    }
  }
  console.log('');
}

/** Runs the chat scenario against the API already listening on `apiPort` and a second instance it starts. */
export async function benchChat({ dbUrl, apiPort }: { dbUrl: string; apiPort: number }) {
  const t = Date.now();
  const seeded = await seedPairs(dbUrl);
  const buyerCookies = await signIn(dbUrl, seeded.map((p) => p.buyerId));
  const sellerCookies = await signIn(dbUrl, seeded.map((p) => p.sellerId));
  const pairs = seeded.map((p, i) => ({ ...p, buyerCookie: buyerCookies[i]!, sellerCookie: sellerCookies[i]! }));
  console.log(`Chat seed: ${pairs.length} pairs, ${pairs.length * 2} sessions in ${((Date.now() - t) / 1000).toFixed(1)} s\n`);

  const secondPort = await freePort();
  const relayPort = await freePort();
  const second = spawnApi(dbUrl, secondPort);
  let relay: ChildProcess | undefined;
  try {
    await waitForServer(`http://127.0.0.1:${secondPort}/api/health`, second);
    relay = fork(path.join(import.meta.dirname, 'bare-ws-relay.ts'), [], {
      env: { ...process.env, PORT: String(relayPort) },
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await waitForServer(`http://127.0.0.1:${relayPort}/`, relay);
    await expectSignedIn(`http://127.0.0.1:${apiPort}`, pairs[0]!.buyerCookie, pairs[0]!.buyerId);
    await expectSignedIn(`http://127.0.0.1:${secondPort}`, pairs[0]!.sellerCookie, pairs[0]!.sellerId);

    console.log(
      `Chat: ${pairs.length * 2} sockets, each of ${pairs.length} buyers sends 1 message/s to its seller (${pairs.length} msg/s), ${duration} s after a ${WARM_UP_SECONDS} s warm-up\n`,
    );
    const relayAt = (role: string) => (i: number) => ({ url: `ws://127.0.0.1:${relayPort}/?pair=${i}&role=${role}` });
    const apiAt = (port: number, cookie: (p: Pair) => string) => (i: number) => ({
      url: `ws://127.0.0.1:${port}/api/ws`,
      headers: { cookie: cookie(pairs[i]!) },
      origin: `http://localhost:${port}`,
    });
    const results = [
      await measure('bare ws relay', pairs, relayAt('buyer'), relayAt('seller')),
      await measure('API, buyers on A, sellers on B', pairs, apiAt(apiPort, (p) => p.buyerCookie), apiAt(secondPort, (p) => p.sellerCookie)),
    ];
    print(results);
  } finally {
    relay?.kill('SIGTERM');
    second.kill('SIGTERM');
    if (second.exitCode === null) await new Promise((r) => second.once('exit', r));
  }
}

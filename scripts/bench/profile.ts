/**
 * A CPU profile of the built API under load: `tsx scripts/bench/profile.ts [detail|visitor|signed-in]`
 * (default detail). On a scratch database (PROFILE_LISTINGS bulk listings, default 20,000), runs the
 * API with `node --cpu-prof`, drives one read with autocannon (PROFILE_SECONDS, default 15;
 * BENCH_CONNECTIONS, default 32), stops it and prints the top self-time functions and packages.
 * The profile stays in PROFILE_DIR (default a temporary folder) for Chrome DevTools.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../../api/src/db/knex.js';
import { analyzeBulk, seedBulk } from '../../seeds/bulk.js';
import { dropDatabase, freePort, freshDatabase, sql, waitForServer } from '../lib/local-server.js';
import { spawnApi } from './api-process.js';
import { topSelfTime } from './cpu-top.js';
import { demoStudentCookie } from './bench-sessions.js';

const scenario = process.argv[2] ?? 'detail';
if (!['detail', 'visitor', 'signed-in'].includes(scenario)) throw new Error(`unknown scenario ${scenario} (detail, visitor, signed-in)`);
const seconds = Number(process.env.PROFILE_SECONDS ?? 15);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const listingCount = Number(process.env.PROFILE_LISTINGS ?? 20_000);
const dir = process.env.PROFILE_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'thriftz-prof-'));
const database = `thriftz_prof_${process.pid}`;

const dbUrl = await freshDatabase(database);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = spawnApi(dbUrl, port, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
try {
  await waitForServer(`${base}/api/health`, api);
  let paths: string[];
  const headers: Record<string, string> = {};
  if (scenario === 'detail') {
    const db = createDb(dbUrl, 2);
    try {
      await seedBulk(db, { listings: listingCount });
      await analyzeBulk(db);
    } finally {
      await db.destroy();
    }
    const ids = (await sql(dbUrl, 'SELECT id FROM listings WHERE expires_at > now() ORDER BY random() LIMIT 200')).rows;
    paths = ids.map((r: { id: string }) => `/api/listings/${r.id}`);
  } else {
    const uid = (await sql(dbUrl, `SELECT id FROM users WHERE email = 'student@campus.edu'`)).rows[0].id as string;
    paths = [`/api/users/${uid}`];
    if (scenario === 'signed-in') {
      headers.cookie = await demoStudentCookie(base);
    }
  }
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url: base, connections, duration: seconds, headers, requests: paths.map((p) => ({ path: p })) }, (err: unknown, r: autocannon.Result) =>
      err ? reject(err) : resolve(r),
    ),
  );
  console.log(`${scenario}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}\n`);
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await dropDatabase(database);
}
const file = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort().at(-1);
if (!file) throw new Error(`no .cpuprofile in ${dir}`);
console.log(`${path.join(dir, file)}\n`);
console.log(topSelfTime(path.join(dir, file), Number(process.env.PROFILE_TOP ?? 30)));

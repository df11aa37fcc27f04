/**
 * CPU time per request of the built API and of plain Express 5 (bare-server.ts) on the same reads:
 * `tsx scripts/bench/cpu-per-request.ts`. Requests per second on this 2-core machine move by
 * 10–20 % from run to run (the load generator, the server and PostgreSQL share the cores); the
 * server's own CPU per request, read from /proc before and after a fixed number of requests,
 * is less tied to how the cores are shared, but still moves by 10–15 % between runs here when
 * the host is busy: compare the ratios of one run, not absolute figures of two. CPU_REQUESTS (default 20,000)
 * per read, after a warm-up; BENCH_CONNECTIONS (default 16); CPU_ROUNDS (default 3): each read is
 * measured that many times, alternating the servers, and the median is printed. The servers run
 * on the second core (taskset), the load generator on the first. CPU_READS=profile
 * or CPU_READS=detail measures only that read.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../../api/src/db/knex.js';
import { analyzeBulk, seedBulk } from '../../seeds/bulk.js';
import { dropDatabase, freePort, freshDatabase, sql, waitForServer } from '../lib/local-server.js';
import { spawnApi } from './api-process.js';
import { demoStudentCookie } from './bench-sessions.js';

const requests = Number(process.env.CPU_REQUESTS ?? 20_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const rounds = Number(process.env.CPU_ROUNDS ?? 3);
const database = `thriftz_cpu_${process.pid}`;
const ticksPerSecond = 100; // USER_HZ on Linux

/** utime + stime of a process, in µs. */
function cpuMicros(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}

function load(url: string, amount: number, headers: Record<string, string>, paths: string[]) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections, amount, headers, requests: paths.map((p) => ({ path: p })) }, (err: unknown, r: autocannon.Result) =>
      err ? reject(err) : resolve(r),
    ),
  );
}

async function cpuPerRequest(base: string, pid: number, paths: string[], headers: Record<string, string> = {}) {
  await load(base, 2_000, headers, paths);
  const before = cpuMicros(pid);
  const result = await load(base, requests, headers, paths);
  const spent = cpuMicros(pid) - before;
  if (result.non2xx > 0) throw new Error(`${base}${paths[0]}: ${result.non2xx} answers were not 2xx`);
  return spent / requests;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const dbUrl = await freshDatabase(database);
const apiPort = await freePort();
const expressPort = await freePort();
const api = spawnApi(dbUrl, apiPort);
let express: ChildProcess | undefined;
try {
  const apiBase = `http://127.0.0.1:${apiPort}`;
  await waitForServer(`${apiBase}/api/health`, api);
  const only = process.env.CPU_READS?.split(',');
  if (!only || only.includes('detail')) {
    const db = createDb(dbUrl, 2);
    try {
      await seedBulk(db, { listings: 5_000 });
      await analyzeBulk(db);
    } finally {
      await db.destroy();
    }
  }
  express = fork(path.join(import.meta.dirname, 'bare-server.ts'), [], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(expressPort), BARE_SERVER: 'express' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const expressBase = `http://127.0.0.1:${expressPort}`;
  await waitForServer(`${expressBase}/api/health`, express);

  // The servers on the second core, the load generator on the first (PostgreSQL goes where the
  // kernel puts it): a server's CPU per request then moves less with what else is running.
  for (const pid of [api.pid!, express.pid!]) execFileSync('taskset', ['-a', '-cp', '1', String(pid)], { stdio: 'ignore' });
  execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });

  const uid = (await sql(dbUrl, `SELECT id FROM users WHERE email = 'student@campus.edu'`)).rows[0].id as string;
  const other = (await sql(dbUrl, `SELECT id FROM users WHERE email <> 'student@campus.edu' AND NOT is_admin LIMIT 1`)).rows[0].id as string;
  const ids = (await sql(dbUrl, 'SELECT id FROM listings WHERE expires_at > now() AND is_available ORDER BY random() LIMIT 200')).rows;
  const detail = ids.map((r: { id: string }) => `/api/listings/${r.id}`);
  const cookie = await demoStudentCookie(apiBase);

  const reads = [
    { key: 'profile', name: 'profile', paths: [`/api/users/${uid}`] },
    { key: 'detail', name: 'listing detail', paths: detail },
  ].filter((read) => !only || only.includes(read.key));
  console.log(`CPU per request (µs), median of ${rounds} rounds of ${requests.toLocaleString('en')} requests, ${connections} connections\n`);
  console.log('read                      plain Express   API visitor   signed in (another\'s)   signed in (own)   visitor/Express   signed/visitor');
  for (const read of reads) {
    const samples = { express: [] as number[], visitor: [] as number[], another: [] as number[], own: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      samples.express.push(await cpuPerRequest(expressBase, express.pid!, read.paths));
      samples.visitor.push(await cpuPerRequest(apiBase, api.pid!, read.paths));
      if (read.key === 'profile') {
        samples.another.push(await cpuPerRequest(apiBase, api.pid!, [`/api/users/${other}`], { cookie }));
        samples.own.push(await cpuPerRequest(apiBase, api.pid!, read.paths, { cookie }));
      } else {
        samples.another.push(await cpuPerRequest(apiBase, api.pid!, read.paths, { cookie }));
      }
    }
    const [e, v, a] = [median(samples.express), median(samples.visitor), median(samples.another)];
    const o = samples.own.length ? median(samples.own) : undefined;
    const pct = (x: number) => `${Math.round(x * 100)} %`;
    console.log(
      `${read.name.padEnd(26)}${e.toFixed(0).padStart(13)}${v.toFixed(0).padStart(14)}${a.toFixed(0).padStart(24)}${(o?.toFixed(0) ?? '').padStart(18)}` +
        `${pct(e / v).padStart(18)}${pct(v / (o ?? a)).padStart(17)}`,
    );
  }
} finally {
  express?.kill('SIGTERM');
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await dropDatabase(database);
}

/**
 * `npm run bench`: autocannon against the full API and against a bare node:http + pg server
 * running the same SQL, one after the other on the same database. Prints req/s, p50, p99 and the
 * ratio. Later issues add scenarios to `scenarios`.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { dropDatabase, freePort, freshDatabase, repoRoot, sql, waitForServer } from '../lib/local-server.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const database = `thriftz_bench_${process.pid}`;

function load(url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (err: unknown, result: autocannon.Result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const dbUrl = await freshDatabase(database);

const apiPort = await freePort();
const barePort = await freePort();
const api = spawn(process.execPath, ['api/dist/api/src/main.js'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    DATABASE_URL: dbUrl,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${apiPort}`,
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let bare: ChildProcess | undefined;

try {
  await waitForServer(`http://127.0.0.1:${apiPort}/api/health`, api);

  // 10,000 students so the lookup is an index lookup in a table of realistic size.
  await sql(
    dbUrl,
    `INSERT INTO users (email, full_name, email_verified_at, bio)
     SELECT 'bench' || g || '@campus.edu', 'Bench Student ' || g, now(), 'Studying things.' FROM generate_series(1, 10000) g`,
  );
  await sql(dbUrl, 'ANALYZE users');
  const { rows } = await sql(dbUrl, `SELECT id FROM users WHERE email = 'student@campus.edu'`);
  const uid = rows[0].id as string;

  // The student's own session, for the signed-in scenario.
  const login = await fetch(`http://127.0.0.1:${apiPort}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'student@campus.edu', password: 'student123' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

  bare = fork(path.join(import.meta.dirname, 'bare-server.ts'), [], {
    env: { ...process.env, DATABASE_URL: dbUrl, PORT: String(barePort) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await waitForServer(`http://127.0.0.1:${barePort}/api/users/${uid}`, bare);

  const scenarios = [
    { name: 'bare node:http + pg', url: `http://127.0.0.1:${barePort}/api/users/${uid}`, headers: {} as Record<string, string> },
    { name: 'API, visitor', url: `http://127.0.0.1:${apiPort}/api/users/${uid}`, headers: {} },
    { name: 'API, signed in (own profile)', url: `http://127.0.0.1:${apiPort}/api/users/${uid}`, headers: { cookie } },
  ];

  console.log(`GET /api/users/{uid}: ${connections} connections, ${duration} s each, 10,002 users\n`);
  const results: { name: string; rps: number; p50: number; p99: number; non2xx: number }[] = [];
  for (const s of scenarios) {
    await load(s.url, s.headers); // warm-up pass is short: JIT, pools, plan cache
    const r = await load(s.url, s.headers);
    results.push({ name: s.name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
  }
  const baseline = results[0]!.rps;
  console.log('scenario                        req/s    p50 ms   p99 ms   vs bare   non-2xx');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(30)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${`${((r.rps / baseline) * 100).toFixed(0)}%`.padStart(9)} ${String(r.non2xx).padStart(9)}`,
    );
  }
} finally {
  bare?.kill('SIGTERM');
  api.kill('SIGTERM');
  await new Promise((r) => api.once('exit', r));
  await dropDatabase(database);
}

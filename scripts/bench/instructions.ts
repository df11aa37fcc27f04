/**
 * The instructions part of `npm run bench` (BENCH_ONLY=instructions): how many machine
 * instructions the server executes per read, counted by valgrind's callgrind, for plain Express 5
 * (bare-server.ts, the framework's floor) and the built API, on the same reads. Unlike requests
 * a second, the count does not move with what else the host is doing (callgrind counts the same
 * total twice with the other core loaded), so a change's cost or saving shows on any machine; the
 * load generator and PostgreSQL run outside valgrind and are not counted.
 *
 * Each server starts under callgrind with instrumentation off, takes INSTR_WARMUP reads (default
 * 5,000), then counts INSTR_READS reads (default 1,000) at 4 connections, INSTR_COUNTS times
 * (default 3). Each count is split: V8's compilers, its garbage collector, and the rest, the
 * read's own work, whose lowest count is printed and compared. The compilers still recompile
 * now and then thousands of reads in (a tenth to a quarter of a count), which a server that has
 * run for an hour no longer does. The collector's count depends on how valgrind runs its threads:
 * with parallel scavenging its helpers' spinning counted 299,000 instructions per detail read,
 * single-threaded (node --predictable, the default here) 46,000, while the rest stayed within
 * 1 % (863,000 and 870,000). So GC is printed beside the work, for its direction only; what it
 * costs for real shows in --trace-gc-nvp (the API's scavenges promote far more than Express's).
 * INSTR_NODE_FLAGS replaces node's flags. Plain Express, unchanged, counted 586,048 and 602,650
 * instructions per detail read in two runs, GC included: differences under 3 % are noise.
 *
 * Node under valgrind runs about 50 times slower: the whole scenario takes about ten minutes.
 * INSTR_ONLY=detail,profile,signed-in counts only those reads; INSTR_KEEP=<dir> keeps each
 * count's dump there, for `callgrind_annotate <file>`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../../api/src/db/knex.js';
import { analyzeBulk, seedBulk } from '../../seeds/bulk.js';
import { dropDatabase, freePort, freshDatabase, repoRoot, sql, waitForServer } from '../lib/local-server.js';
import { apiEnv, apiMain, spawnApi } from './api-process.js';
import { demoStudentCookie } from './bench-sessions.js';

const warmup = Number(process.env.INSTR_WARMUP ?? 5_000);
const reads = Number(process.env.INSTR_READS ?? 1_000);
const counts = Number(process.env.INSTR_COUNTS ?? 3);
const nodeFlags = (process.env.INSTR_NODE_FLAGS ?? '--predictable').split(' ').filter(Boolean);

/** V8's compilers (Ignition's bytecode, Sparkplug, Maglev, TurboFan and Turboshaft) and its parser, by function name. */
const COMPILER = /v8::internal::(compiler::|maglev::|turboshaft::|baseline::|interpreter::Bytecode|Parser|Scanner|Zone|.*Compil|.*Deoptimiz)/;
/** Its garbage collector. */
const COLLECTOR = /v8::internal::(.*Scaveng|.*Sweep|.*Marking|MarkCompact|.*Evacuat|Heap::)|heap::base::/;

/** The instructions of a dump's functions that belong to V8's compilers, and to its collector. */
function v8Shares(file: string) {
  const listing = execFileSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', file], { maxBuffer: 256 * 1024 * 1024 }).toString();
  const shares = { compiling: 0, collecting: 0 };
  for (const line of listing.split('\n')) {
    const cost = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!cost || cost[2] === 'PROGRAM TOTALS') continue;
    const n = Number(cost[1]!.replaceAll(',', ''));
    if (COMPILER.test(cost[2]!)) shares.compiling += n;
    else if (COLLECTOR.test(cost[2]!)) shares.collecting += n;
  }
  return shares;
}

interface Count {
  /** Instructions per read, V8's compilers and garbage collector left out. */
  work: number;
  /** V8's garbage collector's, per read. */
  gc: number;
}
// callgrind_control finds a run by the user and host in its environment (the API listens on HOST):
// the same for the servers and for it.
const valgrindEnv = { USER: 'bench', LOGNAME: 'bench', HOST: '127.0.0.1' };

function load(url: string, amount: number, paths: readonly string[], headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      { url, connections: 4, amount, headers, timeout: 60, requests: paths.map((p) => ({ path: p })) },
      (err: unknown, r: autocannon.Result) => (err ? reject(err) : resolve(r)),
    ),
  );
}

function callgrind(pid: number, ...args: string[]) {
  execFileSync('callgrind_control', [...args, String(pid)], { env: { ...process.env, ...valgrindEnv }, stdio: 'ignore' });
}

/** A server's command line, started under callgrind with counting off; its dumps go to `dir`. */
function underCallgrind(dir: string, command: string[], env: NodeJS.ProcessEnv) {
  return spawn(
    'valgrind',
    ['--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${dir}/callgrind.out.%p`, ...command],
    { cwd: repoRoot, env: { ...env, ...valgrindEnv }, stdio: ['ignore', 'ignore', 'ignore'] },
  );
}

/** One count: counting on for `reads` reads, then a dump whose totals line is read. */
async function countOnce(label: string, server: ChildProcess, dir: string, base: string, paths: readonly string[], headers?: Record<string, string>): Promise<Count> {
  const before = new Set(fs.readdirSync(dir));
  callgrind(server.pid!, '-z');
  callgrind(server.pid!, '-i', 'on');
  const result = await load(base, reads, paths, headers);
  callgrind(server.pid!, '-i', 'off');
  callgrind(server.pid!, '-d');
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${base}${paths[0]}: ${result.non2xx + result.errors} answers were not 2xx`);
  const dump = fs.readdirSync(dir).find((name) => !before.has(name));
  if (!dump) throw new Error('callgrind wrote no dump');
  const file = path.join(dir, dump);
  const totals = /^totals:\s+(\d+)/m.exec(fs.readFileSync(file, 'utf8'));
  if (!totals) throw new Error(`no totals in ${dump}`);
  if (process.env.INSTR_KEEP) fs.copyFileSync(file, path.join(process.env.INSTR_KEEP, `${label}.callgrind`));
  const { compiling, collecting } = v8Shares(file);
  fs.rmSync(file);
  return { work: (Number(totals[1]) - compiling - collecting) / result.requests.total, gc: collecting / result.requests.total };
}

/** Instructions per read after the warm-up, V8's compilers and collector left out: the lowest of INSTR_COUNTS counts. */
async function count(label: string, server: ChildProcess, dir: string, base: string, paths: readonly string[], headers?: Record<string, string>) {
  await load(base, warmup, paths, headers);
  let least: Count | undefined;
  for (let i = 0; i < counts; i++) {
    const one = await countOnce(`${label}-${i + 1}`, server, dir, base, paths, headers);
    if (!least || one.work < least.work) least = one;
  }
  return least!;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function benchInstructions() {
  const database = `thriftz_instr_${process.pid}`;
  const dbUrl = await freshDatabase(database);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-callgrind-'));
  const servers: ChildProcess[] = [];
  try {
    // The schema and the demo accounts, from a plain start of the API; then the bulk listings.
    const setupPort = await freePort();
    const setup = spawnApi(dbUrl, setupPort);
    await waitForServer(`http://127.0.0.1:${setupPort}/api/health`, setup);
    await stop(setup);
    const db = createDb(dbUrl, 2);
    try {
      await seedBulk(db, { listings: 2_000 });
      await analyzeBulk(db);
    } finally {
      await db.destroy();
    }
    const uid = (await sql(dbUrl, `SELECT id FROM users WHERE email = 'student@campus.edu'`)).rows[0].id as string;
    const ids = (await sql(dbUrl, 'SELECT id FROM listings WHERE expires_at > now() AND is_available ORDER BY id LIMIT 200')).rows;
    const detail = ids.map((r: { id: string }) => `/api/listings/${r.id}`);

    const expressPort = await freePort();
    const express = underCallgrind(dir, [process.execPath, ...nodeFlags, '--import', 'tsx', 'scripts/bench/bare-server.ts'], {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(expressPort),
      BARE_SERVER: 'express',
    });
    servers.push(express);
    const expressBase = `http://127.0.0.1:${expressPort}`;
    await waitForServer(`${expressBase}/api/health`, express);

    const apiPort = await freePort();
    // No demo seed at this start: the setup's start has made it.
    const api = underCallgrind(dir, [process.execPath, ...nodeFlags, apiMain], apiEnv(dbUrl, apiPort, { SEED_DEMO: 'false' }));
    servers.push(api);
    const apiBase = `http://127.0.0.1:${apiPort}`;
    await waitForServer(`${apiBase}/api/health`, api);
    const cookie = await demoStudentCookie(apiBase);

    const other = (await sql(dbUrl, `SELECT id FROM users WHERE email <> 'student@campus.edu' AND NOT is_admin LIMIT 1`)).rows[0].id as string;
    const only = process.env.INSTR_ONLY?.split(',');
    const wanted = (key: string) => !only || only.includes(key);
    const perRead = (n: number) => Math.round(n).toLocaleString('en');
    const percent = (part: number, of: number) => `${Math.round((part / of) * 100)} %`;

    console.log(
      `Instructions per read (callgrind; V8's compilers and garbage collector left out, GC shown apart): the lowest of ${counts} counts of ${reads.toLocaleString('en')} reads, ` +
        `after ${warmup.toLocaleString('en')} to warm up${nodeFlags.length ? `; node ${nodeFlags.join(' ')}` : ''}\n`,
    );
    const row = (name: string, cells: string[]) => console.log(`${name.padEnd(32)}${cells.map((c, i) => c.padStart(i === 0 ? 14 : 12)).join('')}`);
    row('read', ['Express', '(its GC)', 'API', '(its GC)', 'Express/API', 'vs visitor']);
    const visitors: Record<string, number> = {};
    for (const [key, name, paths] of [
      ['detail', 'listing detail, visitor', detail],
      ['profile', 'profile, visitor', [`/api/users/${uid}`]],
    ] as const) {
      if (!wanted(key)) continue;
      const floor = await count(`express-${key}`, express, dir, expressBase, paths);
      const ours = await count(`api-${key}`, api, dir, apiBase, paths);
      visitors[key] = ours.work;
      row(name, [perRead(floor.work), perRead(floor.gc), perRead(ours.work), perRead(ours.gc), percent(floor.work, ours.work), '']);
    }
    if (wanted('signed-in')) {
      // The session's own cost: another's profile is the visitor's read; the own one adds its plan.
      for (const [key, name, id] of [
        ['another', "profile, signed in (another's)", other],
        ['own', 'profile, signed in (own)', uid],
      ] as const) {
        const signedIn = await count(`api-profile-${key}`, api, dir, apiBase, [`/api/users/${id}`], { cookie });
        row(name, ['', '', perRead(signedIn.work), perRead(signedIn.gc), '', visitors.profile ? percent(visitors.profile, signedIn.work) : '']);
      }
    }
    console.log('');
  } finally {
    for (const server of servers) await stop(server);
    fs.rmSync(dir, { recursive: true, force: true });
    await dropDatabase(database);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchInstructions();

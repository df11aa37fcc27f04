/**
 * The web part of `npm run bench` (BENCH_ONLY=web): Lighthouse (the npm package, driving the
 * system's Chromium) on the built student app, started on a fresh database and data folder with
 * the demo seed, as a phone sees it (Lighthouse's default mobile emulation and simulated
 * throttling): the home page, /products, one listing's detail page, /mini-stores and, signed in as
 * the demo student, /inbox. Prints the performance score, LCP, CLS, TBT and the JavaScript
 * transferred per page (median of BENCH_WEB_RUNS runs, default 3), and the home route's first-load
 * JavaScript, gzipped. The goals (issue 29): every page scores 95 or more with a TBT of 200 ms or less.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createDb } from '../../api/src/db/knex.js';
import { analyzeBulk, seedBulk } from '../../seeds/bulk.js';
import { ensurePicturePool, linkPictures } from '../lib/bulk-pictures.js';
import { dropDatabase, freePort, freshDatabase, repoRoot, sql, waitForServer } from '../lib/local-server.js';
import { spawnApi } from './api-process.js';
import { demoStudentCookie } from './bench-sessions.js';

const runsPerPage = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** BENCH_WEB_PAGES=inbox,home: only the pages whose name holds one of these words. */
const onlyPages = process.env.BENCH_WEB_PAGES?.split(',').filter(Boolean);
/** BENCH_WEB_REPORTS=<dir>: each run's whole Lighthouse report there, as JSON (to see where a page's time goes). */
const reportDir = process.env.BENCH_WEB_REPORTS;
/** Below this many listings the pages would be measured empty: bulk listings with pictures are added. */
const LEAST_LISTINGS = 20;
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the home route loads before it can render: gzip -9 of every script index.html names. */
export function firstLoadGzippedJs(dist = path.join(repoRoot, 'web/dist')) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let bytes = 0;
  for (const file of scripts) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  return { files: scripts.size, bytes };
}

/** The demo seed alone may hold no listings: add bulk ones with pictures so the pages have content. */
async function ensureContent(dbUrl: string, dataDir: string) {
  const { rows } = await sql(dbUrl, 'SELECT count(*)::int AS n FROM listings WHERE expires_at > now()');
  if (rows[0].n >= LEAST_LISTINGS) return;
  const db = createDb(dbUrl, 2);
  try {
    const pool = ensurePicturePool(path.join(dataDir, 'bulk-pictures'));
    pool.catch(() => {}); // reported where it is awaited
    const made = await seedBulk(db, {
      listings: 60,
      whileIndexing: async (images) => {
        await pool;
        await linkPictures(dataDir, images);
      },
    });
    await analyzeBulk(db);
    console.log(`Added ${made.listings} listings with ${made.images} pictures (the demo seed had ${rows[0].n} live ones).\n`);
  } finally {
    await db.destroy();
  }
}

interface Figures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  jsKb: number;
  /** What moved, worst first (Lighthouse's layout-shifts audit), and what the LCP element was. */
  shifts: string[];
  lcpElement: string;
}

interface NodeItem {
  node?: { snippet?: string; selector?: string };
  score?: number;
}
/** The node rows of an audit's table (the LCP element's comes first in a list of tables). */
function nodesOf(details: unknown): NodeItem[] {
  const d = details as { type?: string; items?: unknown[] } | undefined;
  if (d?.type === 'list') return nodesOf(d.items?.[0]);
  return (d?.items ?? []) as NodeItem[];
}
/** "TTFB 12 ms, Load Delay 340 ms, …": where the LCP's time went. */
function lcpPhases(details: unknown): string {
  const phases = (details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined)?.items?.[1]?.items ?? [];
  return phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
}
const describe = (item: NodeItem) => item.node?.snippet?.slice(0, 100) ?? item.node?.selector ?? '?';

async function audit(url: string, port: number, cookie?: string, attempt = 1): Promise<Figures> {
  const extraHeaders = cookie ? { Cookie: cookie } : undefined;
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', extraHeaders });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (reportDir && !lhr.runtimeError) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}.json`;
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) {
    // A trace lost on a busy machine (NO_NAVSTART, NO_FCP) says nothing about the page: once more.
    if (attempt < 3) return audit(url, port, cookie, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    jsKb: js / 1024,
    shifts: nodesOf(lhr.audits['layout-shifts']?.details)
      .slice(0, 3)
      .map((item) => `${(item.score ?? 0).toFixed(3)} ${describe(item)}`),
    lcpElement: `${nodesOf(lhr.audits['largest-contentful-paint-element']?.details).map(describe)[0] ?? '?'} (${lcpPhases(lhr.audits['largest-contentful-paint-element']?.details)})`,
  };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The run with the median score (its shifts and LCP element), with each figure's own median. */
function median(runs: Figures[]): Figures {
  const run = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  const of = (key: 'lcp' | 'cls' | 'tbt') => middle(runs.map((r) => r[key]));
  return { ...run, lcp: of('lcp'), cls: of('cls'), tbt: of('tbt') };
}

export async function benchWeb() {
  const database = `thriftz_bench_web_${process.pid}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-bench-web-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-bench-chromium-'));
  const dbUrl = await freshDatabase(database);
  const port = await freePort();
  const api = spawnApi(dbUrl, port, [], { DATA_DIR: dataDir, SEED_DEMO: 'true' });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const base = `http://localhost:${port}`;
    await waitForServer(`${base}/api/health`, api);
    await ensureContent(dbUrl, dataDir);
    const res = await fetch(`${base}/api/listings?type=sell&page=1&pageSize=1`);
    const detailId = res.ok ? ((await res.json()) as { items: { _id: string }[] }).items[0]?._id : undefined;
    if (!detailId) throw new Error(`No live listing to open a detail page of (${res.status}: ${await res.text().catch(() => '')})`);

    // The demo student's session, for the signed-in page.
    const session = await demoStudentCookie(base);

    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags,
      userDataDir: profileDir,
      logLevel: 'error',
    });
    const pages: { name: string; url: string; cookie?: string }[] = [
      { name: 'home', url: `${base}/` },
      { name: '/products', url: `${base}/products` },
      { name: 'listing detail', url: `${base}/product/${detailId}` },
      { name: '/mini-stores', url: `${base}/mini-stores` },
      { name: '/inbox, signed in', url: `${base}/inbox`, cookie: session },
    ];
    console.log(`Lighthouse ${runsPerPage}× per page (the median of each figure), mobile emulation and throttling\n`);
    console.log(`${'page'.padEnd(18)} score    LCP s    CLS     TBT ms   JS KB`);
    for (const { name, url, cookie } of pages) {
      if (onlyPages && !onlyPages.some((word) => name.includes(word))) continue;
      await audit(url, chrome.port, cookie); // warm-up: the server's caches and the database's
      const runs: Figures[] = [];
      for (let i = 0; i < runsPerPage; i++) runs.push(await audit(url, chrome.port, cookie));
      const f = median(runs);
      console.log(
        `${name.padEnd(18)} ${String(f.score).padStart(5)} ${(f.lcp / 1000).toFixed(2).padStart(8)} ${f.cls.toFixed(3).padStart(7)} ` +
          `${f.tbt.toFixed(0).padStart(9)} ${f.jsKb.toFixed(0).padStart(7)}`,
      );
      // Where to look when a page misses the goals (score ≥ 95, TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.1).
      if (f.lcp > 2500) console.log(`  LCP element: ${f.lcpElement}`);
      if (f.cls > 0.1) for (const shift of f.shifts) console.log(`  layout shift ${shift}`);
    }
    const first = firstLoadGzippedJs();
    console.log(`\nHome route first load: ${(first.bytes / 1024).toFixed(1)} KB of gzipped JavaScript in ${first.files} files (budget 120 KB)\n`);
  } finally {
    chrome?.kill();
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    await dropDatabase(database);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * Runs the curl session of the getting-started page against a server, exactly as the page gives
 * it: reads $BASE/api/docs/getting-started, takes every `<pre data-run>` block in order and runs
 * them in one bash (so the variables one sets reach the next), each block's answers checked
 * against its `data-expect` statuses. The page's `data-setup` block (BASE, EMAIL, PASSWORD) is
 * replaced by this environment's values.
 *
 *   BASE=http://localhost:3000 npx tsx scripts/docs/getting-started-session.ts
 *
 * EMAIL and PASSWORD default to the demo student of `npm start` (the account needs a listing left
 * in its quota). Needs curl and jq. Prints each command, what it printed and its statuses; exits 1
 * at the first block that fails or answers otherwise.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const base = process.env.BASE?.replace(/\/+$/, '');
if (!base) {
  console.error('Set BASE to the server, e.g. BASE=http://localhost:3000');
  process.exit(2);
}
const email = process.env.EMAIL ?? 'student@campus.edu';
const password = process.env.PASSWORD ?? 'student123';

for (const tool of ['bash', 'curl', 'jq']) {
  if (spawnSync(tool, ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error(`✖ ${tool} is needed to run the page's commands (apt-get install -y ${tool}).`);
    process.exit(2);
  }
}

interface Block {
  code: string;
  expect: string;
}

const unescape = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);

/** The page's runnable blocks, in order. */
function runnableBlocks(html: string): Block[] {
  return [...html.matchAll(/<pre\b([^>]*)><code>([\s\S]*?)<\/code><\/pre>/g)].flatMap(([, attrs, code]) => {
    if (!/\bdata-run\b/.test(attrs!)) return [];
    const expect = /\bdata-expect="([^"]*)"/.exec(attrs!)?.[1];
    if (!expect) throw new Error(`a data-run block without data-expect:\n${code}`);
    return [{ code: unescape(code!), expect }];
  });
}

/** Whether the statuses answered match what the block expects ("200 201"; "200+" is one or more 200s). */
function statusesMatch(expect: string, got: string[]): boolean {
  const pattern = expect
    .split(/\s+/)
    .map((s) => (s.endsWith('+') ? `(?:${s.slice(0, -1)} )+` : `${s} `))
    .join('');
  return new RegExp(`^${pattern}$`).test(got.map((s) => `${s} `).join(''));
}

const page = await fetch(`${base}/api/docs/getting-started`);
if (page.status !== 200) {
  console.error(`✖ GET ${base}/api/docs/getting-started answered ${page.status}`);
  process.exit(1);
}
const html = await page.text();
if (!html.includes('data-setup')) throw new Error('the page has no data-setup block');
const blocks = runnableBlocks(html);

// A folder of its own: the page's files (cookies.txt, the picture) live there.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-getting-started-'));
try {
  // The photo the page uploads.
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d9a441' } }).jpeg().toFile(path.join(work, 'desk-lamp.jpg'));
  // Every curl call reports its status on stderr, after what it prints (a .curlrc of our own).
  fs.writeFileSync(path.join(work, '.curlrc'), 'write-out = "%{stderr}@@status %{http_code}\\n"\n');

  const script = [
    'set -euo pipefail',
    ...blocks.map((b, i) => `{\n${b.code}\n} > ${i}.out 2> ${i}.err`),
  ].join('\n');
  const result = spawnSync('bash', ['-c', script], {
    cwd: work,
    env: { PATH: process.env.PATH, HOME: work, CURL_HOME: work, BASE: base, EMAIL: email, PASSWORD: password, LANG: 'C.UTF-8' },
    encoding: 'utf8',
  });

  // bash stops at the first block that fails (set -e): the last block with an output is that one.
  const ran = blocks.filter((_, i) => fs.existsSync(path.join(work, `${i}.out`))).length;
  let failed = false;
  blocks.forEach((block, i) => {
    console.log(`\n── step ${i + 1} of ${blocks.length}\n${block.code.replace(/^/gm, '$ ')}`);
    if (i >= ran) {
      console.log('(not run)');
      failed = true;
      return;
    }
    const out = fs.readFileSync(path.join(work, `${i}.out`), 'utf8');
    const err = fs.readFileSync(path.join(work, `${i}.err`), 'utf8');
    if (out.trim()) console.log(out.trimEnd());
    const statuses = [...err.matchAll(/^@@status (\d+)$/gm)].map((m) => m[1]!);
    const messages = err.replace(/^@@status \d+\n?/gm, '').trim();
    if (messages) console.log(messages);
    const exitedHere = result.status !== 0 && i === ran - 1;
    const ok = statusesMatch(block.expect, statuses) && !exitedHere;
    console.log(`${ok ? '✔' : '✖'} HTTP ${statuses.join(', ') || '(none)'} (expected ${block.expect})${exitedHere ? `, the shell stopped here (exit ${result.status})` : ''}`);
    if (!ok) failed = true;
  });
  if (result.error) throw result.error;
  if (failed || result.status !== 0) {
    console.error(`\n✖ the getting-started session failed (bash exited ${result.status})`);
    process.exit(1);
  }
  console.log(`\n✔ ${blocks.length} steps of ${base}/api/docs/getting-started ran as the page says.`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

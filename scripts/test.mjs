#!/usr/bin/env node
// `npm test`: every check a change can break, in the order that fails fastest.
import fs from 'node:fs';
import net from 'node:net';
import { ensureBuilt, ensureInstalled, ensureRuntime, root, run } from './lib.mjs';

ensureInstalled();
await ensureRuntime();

const dbUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const reachable = await new Promise((resolve) => {
  const socket = net.connect({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('error', () => resolve(false));
});
if (!reachable) {
  console.error(`✖ PostgreSQL is not reachable at ${dbUrl.host}.
  Start the local server:  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start
  or point DATABASE_URL at another one (the tests create and drop their own databases).`);
  process.exit(1);
}

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  console.error(`✖ Chromium is missing at ${chrome} (needed by the end-to-end tests).
  Install it:  apt-get update && apt-get install -y chromium
  or set CHROME_PATH to a Chromium/Chrome binary.`);
  process.exit(1);
}

const steps = [
  ['contract lint', () => run('npm', ['run', '-s', 'lint:contract'])],
  ['generated code is fresh', () => run('npx', ['tsx', 'scripts/checks/generated-fresh.ts'])],
  ['typecheck', () => run('npm', ['run', '-s', 'typecheck'])],
  ['lint', () => run('npm', ['run', '-s', 'lint'])],
  ['API and SPA tests', () => run('npx', ['vitest', 'run', '--project', 'api', '--project', 'web', '--project', 'store-portal'])],
  ['build', () => ensureBuilt()],
  ['the embedded default, as npm start runs it', () => run('npm', ['run', '-s', 'test:embedded'])],
  ['end-to-end tests (Chromium)', () => run('npm', ['run', '-s', 'test:e2e'])],
];

const started = Date.now();
for (const [name, step] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  step();
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

#!/usr/bin/env node
// `npm test`: every check a change can break, the cheapest first, side by side where they can be.
import fs from 'node:fs';
import net from 'node:net';
import { buildParts, ensureInstalled, ensureRuntime } from './lib.mjs';
import { lintStep, moduleRuleSteps, typecheckSteps } from './lib/checks.mjs';
import { runSteps } from './lib/steps.mjs';

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

// The e2e specs run Debian's headless shell when it is there (scripts/e2e/browser.ts), else Chromium.
const chrome = process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => fs.existsSync(p));
if (!chrome || !fs.existsSync(chrome)) {
  console.error(`✖ Chromium is missing${chrome ? ` at ${chrome}` : ''} (needed by the end-to-end tests).
  Install it:  apt-get update && apt-get install -y chromium chromium-headless-shell
  or set CHROME_PATH to a Chromium/Chrome binary.`);
  process.exit(1);
}

// The cheap checks first (they fail in seconds), then two steps at a time on the two cores. The
// unit tests and the end-to-end tests each keep both cores busy by themselves (vitest's three
// workers; two browsers and their servers), so they run one after the other: side by side, each
// took 3.7 times as long as alone (1,220 s against 331 s and 735 s, CI on 2026-12-02) and tests
// meant to take seconds hit their timeouts. The builds, the embedded default, the type checks and
// lint fill the other slot beside the unit tests.
const fresh = 'generated code is fresh';
const units = 'API, SPA, portal and admin tests';
const builds = buildParts.map(({ name }) => ({
  name: `build ${name}`,
  cmd: process.execPath,
  args: ['scripts/ensure-install.mjs', `--build=${name}`],
  needs: [fresh],
}));
const built = builds.map(({ name }) => name);

await runSteps([
  { name: 'contract lint', cmd: 'npm', args: ['run', '-s', 'lint:contract'] },
  { name: 'contract OWASP rules', cmd: 'npm', args: ['run', '-s', 'lint:owasp'], tail: 1 },
  { name: fresh, cmd: 'npx', args: ['tsx', 'scripts/checks/generated-fresh.ts'], tail: 1 },
  ...moduleRuleSteps(),
  { name: units, cmd: 'npx', args: ['vitest', 'run'], needs: [fresh], tail: 4 },
  ...builds,
  { name: 'end-to-end tests (Chromium)', cmd: 'npm', args: ['run', '-s', 'test:e2e'], needs: [...built, units], tail: 4 },
  { name: 'the embedded default, as npm start runs it', cmd: 'npm', args: ['run', '-s', 'test:embedded'], needs: built, tail: 4 },
  ...typecheckSteps([fresh]),
  lintStep([fresh]),
], { maxParallel: 2 });

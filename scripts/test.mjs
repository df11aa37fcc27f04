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

// The cheap checks first (they fail in seconds), then two steps at a time: the machine has two
// cores and every later step keeps them busy by itself (vitest's workers, two browsers, tsc). More
// at once only made each slower (measured: three at once took 712 s and starved the contract fuzz).
// The unit tests start first and the end-to-end tests right after the builds: they are the two
// long chains; the embedded default, the type checks and lint fill the slot the tests free.
const fresh = 'generated code is fresh';
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
  { name: 'API, SPA, portal and admin tests', cmd: 'npx', args: ['vitest', 'run'], needs: [fresh], tail: 4 },
  ...builds,
  { name: 'end-to-end tests (Chromium)', cmd: 'npm', args: ['run', '-s', 'test:e2e'], needs: built, tail: 4 },
  { name: 'the embedded default, as npm start runs it', cmd: 'npm', args: ['run', '-s', 'test:embedded'], needs: built, tail: 4 },
  ...typecheckSteps([fresh]),
  lintStep([fresh]),
], { maxParallel: 2 });

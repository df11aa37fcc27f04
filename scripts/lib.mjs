// Helpers for the plain-Node entry scripts (they run before anything is installed).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
}

const newest = (dir) => {
  let latest = 0;
  if (!fs.existsSync(dir)) return latest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath ?? entry.path, entry.name);
    if (full.includes(`${path.sep}node_modules${path.sep}`)) continue;
    latest = Math.max(latest, fs.statSync(full).mtimeMs);
  }
  return latest;
};

/** Installs dependencies when node_modules is missing or older than the lock file or a patch. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  // A new lock file or a new patch (patches/, applied by npm ci's postinstall) installs again.
  const wanted = Math.max(fs.statSync(path.join(root, 'package-lock.json')).mtimeMs, newest(path.join(root, 'patches')));
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= wanted) return;
  console.log('Installing dependencies (npm ci) ...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** The built parts, each with the output that marks it built and the sources it is built from. */
export const buildParts = [
  { name: 'api', out: 'api/dist/api/src/main.js', sources: ['api/src', 'api/generated', 'migrations', 'seeds'] },
  // Every app calls the API through client/src (@thriftz/client: the fetcher, and web's and admin's generated client).
  { name: 'web', out: 'web/dist/index.html', sources: ['web/src', 'web/index.html', 'web/vite.config.ts', 'client/src'] },
  { name: 'admin', out: 'admin/dist/index.html', sources: ['admin/src', 'admin/index.html', 'admin/vite.config.ts', 'client/src'] },
  // The portal shares web/'s UI kit (web/src/ui, web/src/lib, its design tokens): a change there rebuilds it too.
  { name: 'store-portal', out: 'store-portal/dist/index.html', sources: ['store-portal/src', 'store-portal/index.html', 'store-portal/vite.config.ts', 'web/src/ui', 'web/src/lib', 'web/src/app/global.css', 'client/src'] },
];

/** Builds each part (or only the one named) whose output is missing or older than its sources. */
export function ensureBuilt({ force = false, only } = {}) {
  for (const part of buildParts.filter((p) => !only || p.name === only)) {
    const out = path.join(root, part.out);
    const built = fs.existsSync(out) ? fs.statSync(out).mtimeMs : 0;
    const changed = Math.max(...part.sources.map((s) => {
      const p = path.join(root, s);
      return fs.existsSync(p) && fs.statSync(p).isFile() ? fs.statSync(p).mtimeMs : newest(p);
    }));
    if (force || !built || changed > built) {
      console.log(`Building ${part.name} ...`);
      run('npm', ['run', 'build', '-w', part.name]);
    }
  }
}

/** The Node.js major the product runs on: the `node` devDependency brings it where the machine's is older. */
const RUNTIME_MAJOR = 24;

/**
 * Runs this script again on the project's own Node.js when the machine's is older. npm scripts
 * already find it first on PATH (node_modules/.bin); only the very first `npm start` or `npm test`
 * of a fresh clone, which installs it, starts on the machine's Node. Signals reach the new process.
 */
export function ensureRuntime() {
  if (Number(process.versions.node.split('.')[0]) >= RUNTIME_MAJOR) return;
  const bin = path.join(root, 'node_modules/.bin/node');
  if (!fs.existsSync(bin)) {
    console.error(`✖ Node.js ${RUNTIME_MAJOR} is needed (this is ${process.version}); \`npm ci\` installs it into node_modules.`);
    process.exit(1);
  }
  const child = spawn(bin, process.argv.slice(1), { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Nothing else of the calling script runs on the old Node.
  return new Promise(() => {});
}

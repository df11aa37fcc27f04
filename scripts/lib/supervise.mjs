// Keeps the API running: a crashed process is started again after a growing pause; a process
// that keeps crashing is given up on, so a broken build or database does not loop for ever.
import { spawn } from 'node:child_process';

/** The API's exit code for a configuration it refuses (see api/src/crash.ts): retrying cannot help. */
const EXIT_CONFIG = 78;

/**
 * @param {{ command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv,
 *   maxCrashes?: number, windowMs?: number, firstDelayMs?: number, maxDelayMs?: number,
 *   log?: (msg: string) => void }} options
 */
export function supervise({
  command,
  args,
  cwd,
  env,
  maxCrashes = 5,
  windowMs = 60_000,
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  log = (msg) => console.error(`[supervisor] ${msg}`),
}) {
  /** @type {number[]} */
  let crashes = [];
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  let stopping = false;

  const start = () => {
    pending = undefined;
    child = spawn(command, args, { cwd, env: { ...env, THRIFTZ_SUPERVISOR_PID: String(process.pid) }, stdio: 'inherit' });
    child.on('error', (err) => log(`could not start the server: ${err.message}`));
    child.on('exit', (code, signal) => {
      child = undefined;
      if (stopping || code === 0) return process.exit(code ?? 0);
      // Passed on, so that whatever runs npm start (systemd, Docker) does not retry it either.
      if (code === EXIT_CONFIG) return process.exit(EXIT_CONFIG);
      const now = Date.now();
      crashes = [...crashes.filter((t) => now - t < windowMs), now];
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (crashes.length >= maxCrashes) {
        log(`the server ${how}; it crashed ${crashes.length} times within ${windowMs / 1000} s, so it is not started again. Read the log above for the cause.`);
        return process.exit(1);
      }
      const delay = Math.min(maxDelayMs, firstDelayMs * 2 ** (crashes.length - 1));
      log(`the server ${how}; starting it again in ${delay / 1000} s (${crashes.length} crash(es) within ${windowMs / 1000} s; it gives up at ${maxCrashes})`);
      pending = setTimeout(start, delay);
    });
  };

  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    stopping = true;
    if (pending) clearTimeout(pending);
    if (child) child.kill(signal);
    else process.exit(0);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stop(signal));
  // SIGTERM to `npm start` kills npm's shell, not this process: re-parented, it stops the product.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) {
      log('the process that started npm start is gone; stopping the server');
      stop('SIGTERM');
    }
  }, 500).unref();
  start();
}

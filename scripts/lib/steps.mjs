// Runs the steps of `npm test` and `npm run check` side by side where they do not wait on each
// other: a step starts once the steps it needs have passed. Each step's output goes to its own log
// (test-results/logs/<step>.log) and is printed whole when it fails, so parallel output never
// interleaves; the first failure stops the others. Ends with each step's time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../lib.mjs';

const logDir = path.join(root, 'test-results/logs');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

/**
 * @typedef {{ name: string, cmd: string, args: string[], needs?: string[], env?: NodeJS.ProcessEnv, tail?: number }} Step
 * @param {Step[]} steps in the order they should start when several are ready
 * @param {{ maxParallel?: number }} [options] how many steps run at once (each may use several cores)
 */
export async function runSteps(steps, { maxParallel = 3 } = {}) {
  fs.mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  /** @type {Map<string, { ms: number, ok: boolean }>} */
  const done = new Map();
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  let failed = false;

  const stopAll = () => {
    // Each step leads its own process group: stop its children too (vitest workers, a server).
    for (const child of running.values()) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(130)));

  await new Promise((resolve) => {
    const startReady = () => {
      for (const step of failed ? [] : steps) {
        if (running.size >= maxParallel) break;
        if (done.has(step.name) || running.has(step.name)) continue;
        if (!(step.needs ?? []).every((n) => done.get(n)?.ok)) continue;
        start(step);
      }
      if (running.size === 0) resolve();
    };

    const start = (step) => {
      const t0 = Date.now();
      const logFile = path.join(logDir, `${slug(step.name)}.log`);
      const log = fs.openSync(logFile, 'w');
      console.log(`▶ ${step.name}`);
      const child = spawn(step.cmd, step.args, {
        cwd: root,
        env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...step.env },
        stdio: ['ignore', log, log],
        detached: true,
      });
      running.set(step.name, child);
      child.on('error', (err) => fs.appendFileSync(logFile, `\n${err.stack}\n`));
      child.on('close', (code, signal) => {
        fs.closeSync(log);
        running.delete(step.name);
        const ms = Date.now() - t0;
        const ok = code === 0;
        done.set(step.name, { ms, ok });
        const output = fs.readFileSync(logFile, 'utf8').trimEnd();
        if (ok) {
          const tail = step.tail ? output.split('\n').slice(-step.tail).filter(Boolean) : [];
          console.log(`✔ ${step.name} (${seconds(ms)})${tail.length ? `\n  ${tail.join('\n  ')}` : ''}`);
        } else if (!failed) {
          failed = true;
          console.error(`\n✖ ${step.name} failed (${signal ?? `exit ${code}`}, ${seconds(ms)}); its output (also in ${path.relative(root, logFile)}):\n`);
          console.error(output);
          stopAll();
        }
        startReady();
      });
    };

    startReady();
  });

  console.log(`\n${'step'.padEnd(46)} time`);
  for (const step of steps) {
    const result = done.get(step.name);
    console.log(`${step.name.padEnd(46)} ${result ? `${seconds(result.ms)}${result.ok ? '' : '  ✖'}` : '(not run)'}`);
  }
  const total = seconds(Date.now() - started);
  if (failed || done.size < steps.length) {
    console.error(`\n✖ Failed after ${total}.`);
    process.exit(1);
  }
  console.log(`\nAll checks passed in ${total}.`);
}

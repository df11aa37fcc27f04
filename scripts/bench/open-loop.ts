/**
 * An open-loop load at a fixed offered rate: requests arrive as a Poisson process (as independent
 * users do), each sent at its own moment whether or not earlier ones have been answered, and each
 * latency measured from the moment it was due (so a stall is counted against every request it
 * held back, not hidden: no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it gives each of its connections an equal share of the rate
 * on timers started together, so the connections fire in step: 32 requests at once every 160 ms at
 * 200 a second. That measures a burst of 32, queueing included, not the latency at 200 a second.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface OpenLoopResult {
  sent: number;
  /** Answers a second over the run. */
  rate: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** `rate` requests a second for `seconds`, cycling through `paths` on `base` (http://host:port). */
export async function openLoop(base: string, paths: string[], rate: number, seconds: number): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(rate * seconds);
  const answered: Promise<void>[] = [];
  const start = performance.now();
  let due = start;
  for (let i = 0; i < total; i++) {
    due += (-Math.log(1 - Math.random()) / rate) * 1000;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    const dueAt = due;
    answered.push(
      new Promise<void>((resolve) => {
        const req = http.get(`${base}${paths[i % paths.length]}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - dueAt);
            if ((res.statusCode ?? 0) >= 300) non2xx += 1;
            resolve();
          });
          res.on('error', () => {
            errors += 1;
            resolve();
          });
        });
        req.on('error', () => {
          errors += 1;
          resolve();
        });
      }),
    );
  }
  await Promise.all(answered);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    sent: total,
    rate: latencies.length / elapsed,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? Number.NaN),
    non2xx,
    errors,
  };
}

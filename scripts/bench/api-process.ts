/** How the bench starts an API instance: the built server, production mode, no jobs, quiet logs. */
import { spawn } from 'node:child_process';
import { repoRoot } from '../lib/local-server.js';

/** Shared by every instance, so a session cookie signed for one is good on all. */
export const benchSessionSecret = 'bench-secret-bench-secret-bench-secret-0000';

/** The environment a bench instance runs with, over the bench's own; `env` adds to or overrides it. */
export function apiEnv(dbUrl: string, port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: benchSessionSecret,
    DATABASE_URL: dbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    RUN_JOBS: 'false',
    // The load comes from one address and a few accounts: budgets it cannot spend, so every
    // answer is a real one (each request still pays for its counter).
    API_BUDGET_PER_TOKEN: '10000000',
    API_BUDGET_PER_USER: '10000000',
    API_BUDGET_PER_ADDRESS: '10000000',
    ...env,
  };
}

/** The built server's entry point, from the repository's root. */
export const apiMain = 'api/dist/api/src/main.js';

/** `nodeArgs` go to node before the script (profile.ts passes --cpu-prof); `env` adds to or overrides the instance's. */
export function spawnApi(dbUrl: string, port: number, nodeArgs: string[] = [], env: Record<string, string> = {}) {
  // BENCH_CPU_PROF=<dir>: every instance writes its CPU profile there when it exits (cpu-top.ts reads them).
  const profiling = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return spawn(process.execPath, [...profiling, ...nodeArgs, apiMain], {
    cwd: repoRoot,
    env: apiEnv(dbUrl, port, env),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

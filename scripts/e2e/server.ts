import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase, freePort, freshDatabase, repoRoot, waitForServer } from '../lib/local-server.js';
import { e2eWorkers } from './workers.js';

export interface E2eServer {
  baseUrl: string;
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
  }
}

/** One built product (API + the apps) on a fresh database with the demo seeded, as `npm start` runs it but with response validation on. */
async function startServer(index: number) {
  const database = `thriftz_e2e_${process.pid}_${index}`;
  const databaseUrl = await freshDatabase(database);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Uploads go to a scratch folder, not the ./data of `npm start`.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-e2e-data-'));

  const child: ChildProcess = spawn(process.execPath, ['api/dist/api/src/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      CAMPUS_EMAIL_DOMAINS: 'campus.edu',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForServer(`${baseUrl}/api/health`, child, () => output);

  return {
    server: { baseUrl, databaseUrl } satisfies E2eServer,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      await dropDatabase(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One server per worker: the specs run side by side, each worker's files one after another on a
 * server of its own, so no spec sees another's changes happen under it (the launch date, a site
 * banner, rate-limit budgets, the demo people's listings). All run the same build.
 */
export default async function setup(project: TestProject) {
  const results = await Promise.allSettled(Array.from({ length: e2eWorkers }, (_, i) => startServer(i + 1)));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    // No teardown runs for a setup that throws: stop the servers that did start.
    await Promise.all(started.map((s) => s.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    started.map((s) => s.server),
  );
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
  };
}

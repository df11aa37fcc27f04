import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropDatabase, freePort, freshDatabase, repoRoot, waitForServer } from '../lib/local-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

/**
 * The built product (API + both apps) on a fresh database with the demo people seeded, exactly
 * as `npm start` runs it, but with response validation on.
 */
export default async function setup(project: TestProject) {
  const database = `thriftz_e2e_${process.pid}`;
  const url = await freshDatabase(database);
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
      DATABASE_URL: url,
      CAMPUS_EMAIL_DOMAINS: 'campus.edu',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await waitForServer(`${baseUrl}/api/health`, child, () => output);

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', url);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await dropDatabase(database);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

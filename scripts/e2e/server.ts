import { spawn, type ChildProcess } from 'node:child_process';
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
  };
}

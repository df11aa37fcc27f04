import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/**
 * The built product (API + both apps) on a fresh database with the demo people seeded, exactly
 * as `npm start` runs it, but with response validation on.
 */
export default async function setup(project: TestProject) {
  const database = `thriftz_e2e_${process.pid}`;
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;

  const child: ChildProcess = spawn(process.execPath, ['api/dist/api/src/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: url.toString(),
      CAMPUS_EMAIL_DOMAINS: 'campus.edu',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API did not answer within 30 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', url.toString());

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseUrl, dropDatabase, freePort, freshDatabase, repoRoot, serverUrl, sql, waitForServer } from '../lib/local-server.js';
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

/** The built server (API + the apps) on `databaseUrl`, as `npm start` runs it but with response validation on; resolves once healthy. */
async function spawnServer(databaseUrl: string, dataDir: string) {
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
    baseUrl,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

interface Template {
  database: string;
  dataDir: string;
}

/**
 * The demo campus seeded once, by a server that then stops: its database is the template of each
 * worker's, its data folder (the pictures) copied for each. Seeding draws every demo picture, the
 * most CPU a server's start costs, and the two cores are the suite's limit.
 */
async function seededTemplate(): Promise<Template> {
  const database = `thriftz_e2e_${process.pid}_template`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-e2e-template-'));
  const seeder = await spawnServer(await freshDatabase(database), dataDir);
  await seeder.stop();
  return { database, dataDir };
}

/** A copy of the template's database; PostgreSQL refuses while a session of the stopped seeder lingers, so it is retried briefly. */
async function databaseFrom(template: Template, database: string) {
  await dropDatabase(database);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql(serverUrl, `CREATE DATABASE ${database} TEMPLATE ${template.database}`);
      return databaseUrl(database);
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** One worker's server: the seeded demo, on a database and data folder of its own. */
async function startServer(index: number, template: Template) {
  const database = `thriftz_e2e_${process.pid}_${index}`;
  const databaseUrl = await databaseFrom(template, database);
  // Uploads go to a scratch folder, not the ./data of `npm start`.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-e2e-data-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const server = await spawnServer(databaseUrl, dataDir);

  return {
    server: { baseUrl: server.baseUrl, databaseUrl } satisfies E2eServer,
    async stop() {
      await server.stop();
      await dropDatabase(database);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropTemplate(template: Template) {
  await dropDatabase(template.database);
  fs.rmSync(template.dataDir, { recursive: true, force: true });
}

/**
 * One server per worker: the specs run side by side, each worker's files one after another on a
 * server of its own, so no spec sees another's changes happen under it (the launch date, a site
 * banner, rate-limit budgets, the demo people's listings). All run the same build.
 */
export default async function setup(project: TestProject) {
  const template = await seededTemplate();
  const results = await Promise.allSettled(Array.from({ length: e2eWorkers }, (_, i) => startServer(i + 1, template)));
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    // No teardown runs for a setup that throws: stop the servers that did start.
    await Promise.all(started.map((s) => s.stop()));
    await dropTemplate(template);
    throw failed.reason;
  }
  project.provide(
    'servers',
    started.map((s) => s.server),
  );
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
    await dropTemplate(template);
  };
}

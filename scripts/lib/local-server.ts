/** What the bench and the end-to-end harness share: a scratch database and a server to wait for. */
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** DATABASE_URL, else the local server tests and CI use. */
export const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot share a pool's). */
export async function sql(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(name: string) {
  await sql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await sql(serverUrl, `CREATE DATABASE ${name}`);
  return databaseUrl(name);
}

export const dropDatabase = (name: string) => sql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** Resolves once `url` answers below 500; rejects as soon as the process dies, or after 3 minutes. */
export async function waitForServer(url: string, child: ChildProcess, log = () => '') {
  // A first start seeds the demo campus: its pictures take a few seconds alone, and a minute or more
  // when `npm test` runs the unit tests, a type check and two such starts beside it on two cores.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 3 minutes:\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

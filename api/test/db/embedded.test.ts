// The embedded default's database: a real server started from the npm package, and the one-time
// move of an old PGlite install's data into it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startEmbeddedPostgres } from '../../src/db/embedded.js';
import { createDb } from '../../src/db/knex.js';
import { migrationSource } from '../../../migrations/index.js';
import { startRuntime } from '../../src/runtime.js';
import { hashPassword } from '../../src/modules/auth/index.js';

const scratch: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-embedded-'));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const configFor = (dir: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SEED_DEMO: 'false', RUN_JOBS: 'false', LOG_LEVEL: 'silent' });

const LAST_PGLITE_MIGRATION = '20261123010000-chat';

/** An install of the earlier version: PGlite in DATA_DIR/pg, migrated, with a student and a listing. */
async function legacyInstall(dir: string) {
  const db = await PGlite.create(path.join(dir, 'pg'), { extensions: { pg_trgm } });
  // One connection only: PGlite has one session.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  await server.start();
  const knex = createDb(`postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`, 1);
  try {
    // The last schema PGlite ran (later migrations need extensions PGlite lacks, such as btree_gin).
    while (!(await knex('knex_migrations').where('name', LAST_PGLITE_MIGRATION).first().catch(() => undefined))) {
      await knex.migrate.up({ migrationSource });
    }
    const [user] = await knex('users')
      .insert({ email: 'old@campus.edu', fullName: 'Old Timer', passwordHash: await hashPassword('secret123'), emailVerifiedAt: knex.fn.now() })
      .returning('id');
    const [image] = await knex('images').insert({ ownerId: user.id }).returning('id');
    const [listing] = await knex('listings')
      .insert({
        sellerId: user.id,
        title: 'Casio scientific calculator',
        description: 'Barely used, works perfectly, with its cover and manual.',
        category: 'electronics',
        condition: 'like-new',
        listingType: 'sell',
        price: 450,
        tags: ['calculator'],
        slug: 'casio-scientific-calculator',
        expiresAt: knex.raw("now() + interval '20 days'"),
      })
      .returning('id');
    await knex('images').where('id', image.id).update({ listingId: listing.id });
    return { userId: user.id as string, listingId: listing.id as string };
  } finally {
    await knex.destroy();
    await server.stop();
    await db.close();
  }
}

describe('embedded PostgreSQL', () => {
  it('is a real server: parallel connections, named prepared statements and LISTEN/NOTIFY between them', async () => {
    const dir = dataDir();
    const embedded = await startEmbeddedPostgres(dir, {});
    const pool = new pg.Pool({ connectionString: embedded.url, max: 8 });
    // A client still closing when the server stops hears 57P01 (admin shutdown): not this test's subject.
    pool.on('error', () => undefined);
    try {
      expect(embedded.created).toBe(true);
      // What broke PGlite: the same named statement on several connections at once.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => pool.query({ name: 'same-name', text: 'SELECT $1::int + $2::int AS n', values: [i, 1] })),
      );
      expect(answers.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

      const listener = await pool.connect();
      const heard = new Promise<string | undefined>((resolve) => listener.on('notification', (m) => resolve(m.payload)));
      await listener.query('LISTEN thriftz_test');
      await pool.query("SELECT pg_notify('thriftz_test', 'hello')");
      expect(await heard).toBe('hello');
      listener.release();
    } finally {
      await pool.end();
      await embedded.close();
    }
    expect(fs.existsSync(path.join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it('stops a server a crashed run left behind, then starts on the same data', async () => {
    const dir = dataDir();
    const first = await startEmbeddedPostgres(dir, {});
    const orphanPid = Number(fs.readFileSync(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // As if the API had died without stopping it: the owner file names a process that is gone.
    fs.writeFileSync(path.join(dir, 'thriftz-owner.pid'), '999999');
    const second = await startEmbeddedPostgres(dir, {});
    try {
      expect(second.created).toBe(false);
      expect(() => process.kill(orphanPid, 0)).toThrow();
      const client = new pg.Client({ connectionString: second.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows[0].one).toBe(1);
      await client.end();
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('refuses to start on data another running Thriftz owns, naming it', async () => {
    const dir = dataDir();
    const running = await startEmbeddedPostgres(dir, {});
    try {
      // This test process stands in for the other owner: any live pid but our own.
      fs.writeFileSync(path.join(dir, 'thriftz-owner.pid'), String(process.ppid));
      await expect(startEmbeddedPostgres(dir, {})).rejects.toThrow(`Another Thriftz process (pid ${process.ppid}) is running on ${dir}`);
    } finally {
      await running.close();
    }
  });
});

describe('an install of the earlier PGlite default', () => {
  it('has its data moved into embedded PostgreSQL on the first start, and the PGlite folder kept aside', async () => {
    const dir = dataDir();
    const legacy = await legacyInstall(dir);
    const runtime = await startRuntime(configFor(dir));
    try {
      const user = await runtime.db('users').where('email', 'old@campus.edu').first();
      expect(user).toMatchObject({ id: legacy.userId, fullName: 'Old Timer' });
      const listing = await runtime.db('listings').where('id', legacy.listingId).first();
      expect(listing).toMatchObject({ title: 'Casio scientific calculator', sellerId: legacy.userId, price: 450 });
      // Search still finds it: the generated/indexed search text came along.
      const found = await runtime.db('listings').whereRaw('search_text LIKE ?', ['%calculator%']).select('id');
      expect(found.map((r) => r.id)).toContain(legacy.listingId);
      expect(await runtime.db('images').where('listingId', legacy.listingId).count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await runtime.close();
    }
    const left = fs.readdirSync(dir);
    expect(left).not.toContain('pg');
    expect(left.some((name) => name.startsWith('pg-pglite-'))).toBe(true);

    // The second start finds its data in PostgreSQL and imports nothing again.
    const again = await startRuntime(configFor(dir));
    try {
      expect(await again.db('users').where('email', 'old@campus.edu').count({ n: '*' })).toEqual([{ n: 1 }]);
    } finally {
      await again.close();
    }
    // PGlite in WebAssembly, two servers and every migration: slow on a busy machine.
  }, 90_000);
});

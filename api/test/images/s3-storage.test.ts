// PICTURE_STORAGE=s3 at the network edge: the API against an S3-compatible server (s3rver, in
// this process on a loopback port), checked by listing the bucket with the AWS SDK. Uploads land
// in the bucket and any instance serves them, with the year-long cache headers and 304s; deletes,
// the unattached sweep and the demo seed write to the bucket; a missing picture is 404 and a
// store that cannot be reached 503, never 500.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { seed } from '../../src/db/migrate.js';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { createPictureStore, type PictureStore } from '../../src/modules/images/index.js';
import { demoAccounts, demoStores } from '../../../seeds/demo/index.js';
import { sellInput } from '../listings/fixtures.js';
import { appOnSameDatabase } from '../support/instances.js';
import { listen } from '../support/listening.js';
import { startS3Server, type S3Server } from '../support/s3-server.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

const PREFIX = 'campus-a/';
const CACHE = 'public, max-age=31536000, immutable';
const VARIANTS = ['card', 'main', 'thumb'];

let s3: S3Server;
let t: TestApp;
let seeded: boolean;
let owner: TestUser;
let agent: Awaited<ReturnType<TestApp['loginAs']>>;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env(PREFIX));
  // The demo campus first: it is seeded only into a database without users.
  seeded = await seed(t.db, { demo: true, pictures: t.deps.pictures, storeCodeSecret: t.config.storePortal.codeSecret });
  owner = await t.createUser();
  agent = await t.loginAs(owner);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const keysOf = (id: string) => VARIANTS.map((v) => `${PREFIX}pictures/${id}/${v}.webp`);
const png = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } }).png().toBuffer();
const upload = async (as = agent) => (await as.post('/api/images').attach('image', await png(), 'photo.png').expect(201)).body._id as string;
/** Every key of the pictures `ids` still in the bucket. */
const inBucket = async (ids: string[]) => (await s3.keys(`${PREFIX}pictures/`)).filter((key) => ids.some((id) => key.includes(`/${id}/`)));

describe('the configuration', () => {
  const base = { NODE_ENV: 'test' as const, DATABASE_URL: 'postgres://localhost/x' };

  it('refuses s3 without a bucket, and a key id without its secret', () => {
    expect(() => loadConfig({ ...base, PICTURE_STORAGE: 's3' })).toThrow(/S3_BUCKET: is required with PICTURE_STORAGE=s3/);
    expect(() => loadConfig({ ...base, PICTURE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, PICTURE_STORAGE: 'ftp' })).toThrow(/PICTURE_STORAGE/);
  });

  it('keeps pictures on the local disk by default, and reads the S3 settings', () => {
    expect(loadConfig(base).pictures).toEqual({ driver: 'local' });
    expect(loadConfig({ ...base, PICTURE_STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: '/tenant/one/', S3_FORCE_PATH_STYLE: 'true' }).pictures).toEqual({
      driver: 's3',
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: true,
      credentials: undefined,
      prefix: 'tenant/one/',
    });
  });
});

describe('with PICTURE_STORAGE=s3', () => {
  it('puts the demo seed pictures in the bucket, every size of every picture, served through the API', async () => {
    expect(seeded).toBe(true);
    const ids = (await t.db('images').select('id')).map((row: { id: string }) => row.id);
    expect(ids.length).toBeGreaterThan(50);
    const keys = new Set(await s3.keys(`${PREFIX}pictures/`));
    for (const id of ids) for (const key of keysOf(id)) expect(keys.has(key)).toBe(true);
    // Nothing on the instance's own disk.
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    // The demo student's avatar, as the pages ask for it.
    const student = await t.db('users').where({ email: demoAccounts.student.email }).first('profileImage');
    const res = await t.request().get(student.profileImage).buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.body as Buffer).metadata()).format).toBe('webp');
  });

  it('stores an upload as three WebP objects under the prefix, with their type and cache headers', async () => {
    const id = await upload();
    expect(await inBucket([id])).toEqual(keysOf(id));
    const head = await s3.head(keysOf(id)[1]!);
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe(CACHE);
    expect(await t.db('images').where({ id }).first()).toMatchObject({ ownerId: owner.id });
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('serves a picture with the same URL and cache headers as the local store, and 304 for a current copy', async () => {
    const id = await upload();
    const res = await t.request().get(`/api/images/${id}/main.webp`).buffer(true).expect(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': CACHE });
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers['last-modified']).toBeDefined();
    const stored = await t.deps.pictures.read(id, 'main');
    expect(Buffer.compare(res.body as Buffer, stored!)).toBe(0);
    expect(Number(res.headers['content-length'])).toBe(stored!.length);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const again = await t.request().get(`/api/images/${id}/main.webp`).set('If-None-Match', res.headers.etag!).expect(304);
    expect(again.headers).toMatchObject({ 'cache-control': CACHE, etag: res.headers.etag });
    await t.request().get(`/api/images/${id}/main.webp`).set('If-None-Match', '"something-else"').expect(200);
  });

  it('lets another instance, with its own store, serve what this one took (the bucket is shared)', async () => {
    const id = await upload();
    const pictures = await createPictureStore(t.config.pictures, t.config.dataDir);
    const other = appOnSameDatabase(t, { pictures });
    try {
      const res = await supertest(other.app).get(`/api/images/${id}/card.webp`).buffer(true).expect(200);
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 600, height: 450 });
    } finally {
      await other.close();
      pictures.close();
    }
  });

  it('removes the objects when the owner discards an upload, and answers 404 after', async () => {
    const id = await upload();
    await agent.delete(`/api/images/${id}`).expect(204);
    expect(await inBucket([id])).toEqual([]);
    const res = await t.request().get(`/api/images/${id}/main.webp`).expect(404);
    expect(res.body).toMatchObject({ status: 404, detail: 'Image not found.' });
  });

  it("removes a listing's pictures from the bucket when the listing is deleted", async () => {
    const ids = [await upload(), await upload()];
    const listing = await agent.post('/api/listings').send(sellInput(ids)).expect(201);
    expect(await inBucket(ids)).toHaveLength(6);
    await agent.delete(`/api/listings/${listing.body._id}`).expect(204);
    expect(await inBucket(ids)).toEqual([]);
  });

  it("removes a store's pictures (its own and its products') from the bucket when an admin deletes it", async () => {
    const slug = demoStores[0]!.slug;
    const store = await t.db('stores').where({ slug }).first('id');
    const ids = (
      await t.db('images').where({ storeId: store.id }).orWhereIn('storeProductId', t.db('storeProducts').where({ storeId: store.id }).select('id')).select('id')
    ).map((row: { id: string }) => row.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(await inBucket(ids)).toHaveLength(ids.length * 3);
    const admin = await t.loginAs(await t.createUser({ isAdmin: true }));
    await admin.delete(`/api/admin/stores/${store.id}`).expect(204);
    expect(await inBucket(ids)).toEqual([]);
  });

  it('sweeps uploads left unattached for a day from the bucket, and keeps the rest', async () => {
    const [abandoned, fresh] = [await upload(), await upload()];
    await t.db('images').where({ id: abandoned }).update({ createdAt: new Date(Date.now() - 48 * 3_600_000) });
    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'prune-unattached-images')!;
    expect(await runExclusive(t.db, job)).toEqual({ ran: true, result: 1 });
    expect(await inBucket([abandoned])).toEqual([]);
    expect(await inBucket([fresh])).toEqual(keysOf(fresh));
  });

  it('answers 404 (problem+json) for a picture that was never stored', async () => {
    const res = await t.request().get(`/api/images/${randomUUID()}/thumb.webp`).expect(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('survives a client that goes away in the middle of a picture, and serves the next one', async () => {
    // A picture large enough to be mid-stream when the client leaves.
    const id = randomUUID();
    await s3.put(`${PREFIX}pictures/${id}/main.webp`, Buffer.alloc(8 * 1024 * 1024, 7));
    const served = await listen(t);
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`http://127.0.0.1:${served.port}/api/images/${id}/main.webp`, (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
      });
      const next = await upload();
      await t.request().get(`/api/images/${next}/thumb.webp`).expect(200);
      // The SDK's connections are free again: a burst still finds one.
      await Promise.all(Array.from({ length: 20 }, () => t.request().get(`/api/images/${next}/card.webp`).expect(200)));
    } finally {
      await served.close();
    }
  });

  describe('when the S3 server is stopped', () => {
    let kept: string;
    beforeAll(async () => {
      kept = await upload();
      await s3.stop();
    });

    it('answers 503 with Retry-After for a picture, never 500', async () => {
      const res = await t.request().get(`/api/images/${kept}/main.webp`).expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toMatchObject({ status: 503, code: 'unavailable' });
    });

    it('refuses an upload with 503 and keeps no row for it', async () => {
      const before = await t.db('images').where({ ownerId: owner.id }).count({ n: '*' });
      const res = await agent.post('/api/images').attach('image', await png(), 'photo.png').expect(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(await t.db('images').where({ ownerId: owner.id }).count({ n: '*' })).toEqual(before);
    });

    it('leaves the sweep to try again: the rows stay when their objects cannot be removed', async () => {
      await t.db('images').where({ id: kept }).update({ createdAt: new Date(Date.now() - 48 * 3_600_000) });
      const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, t.config.publicUrl).find((j) => j.name === 'prune-unattached-images')!;
      await expect(runExclusive(t.db, job)).rejects.toMatchObject({ status: 503 });
      expect(await t.db('images').where({ id: kept }).first()).toBeDefined();
    });
  });
});

describe('the local store', () => {
  let store: PictureStore;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'thriftz-local-store-'));
  beforeAll(async () => {
    store = await createPictureStore({ driver: 'local' }, dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps <DATA_DIR>/uploads/<id>/<variant>.webp, as before', async () => {
    const id = randomUUID();
    await store.put(id, { thumb: Buffer.from('t'), card: Buffer.from('c'), main: Buffer.from('m') });
    expect(fs.readdirSync(path.join(dir, 'uploads', id)).sort()).toEqual(['card.webp', 'main.webp', 'thumb.webp']);
    expect((await store.read(id, 'card'))?.toString()).toBe('c');
    await store.remove([id, randomUUID()]);
    expect(await store.read(id, 'card')).toBeUndefined();
    await store.removeAll();
    expect(fs.existsSync(path.join(dir, 'uploads'))).toBe(false);
  });
});

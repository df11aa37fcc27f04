import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusive } from '../../src/jobs/cron-runner.js';
import { allJobs } from '../../src/jobs/jobs.js';
import { attachToRequest, insertListing, scratchDataDir } from '../listings/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const dataDir = scratchDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const folderOf = (id: string) => path.join(dataDir, 'uploads', id);

describe('the prune-unattached-images job', () => {
  it('removes uploads left unattached for a day, rows and files, and nothing else', async () => {
    const owner = await t.createUser();
    const agent = await t.loginAs(owner);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer();
    const upload = async () => (await agent.post('/api/images').attach('image', png, 'p.png').expect(201)).body._id as string;
    const [abandoned, fresh] = [await upload(), await upload()];
    const listing = await insertListing(t.db, owner.id, { imageCount: 1 });
    const onRequest = await upload();
    await attachToRequest(t.db, owner.id, [onRequest]);
    // Everything but `fresh` is two days old; only the unattached one of them may go.
    await t.db('images').whereNot('id', fresh).update({ createdAt: hoursAgo(48) });

    const job = allJobs(undefined, pino({ level: 'silent' }), t.deps.pictures, 'http://localhost:3000').find((j) => j.name === 'prune-unattached-images')!;
    expect(await runExclusive(t.db, job)).toEqual({ ran: true, result: 1 });

    expect(await t.db('images').where({ id: abandoned }).first()).toBeUndefined();
    expect(fs.existsSync(folderOf(abandoned))).toBe(false);
    for (const kept of [fresh, onRequest, ...listing.imageIds]) {
      expect(await t.db('images').where({ id: kept }).first()).toBeDefined();
    }
    expect(fs.existsSync(folderOf(fresh))).toBe(true);
    expect(fs.existsSync(folderOf(onRequest))).toBe(true);
    expect(await runExclusive(t.db, job)).toEqual({ ran: true, result: 0 });
  });
});

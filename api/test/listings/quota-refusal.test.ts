// Issue 27: a listing refused for want of quota leaves none of its uploaded pictures behind.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { insertImages, scratchDataDir, sellInput } from './fixtures.js';

const dataDir = scratchDataDir();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(() => t.close());

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).png().toBuffer();
const filesOf = (id: string) => path.join(dataDir, 'uploads', id);

describe('POST /api/listings with no listing left', () => {
  it('refuses with 409 and deletes the pictures uploaded for it, rows and files; a refused form for other reasons keeps them', async () => {
    const user = await t.createUser();
    const agent = await t.loginAs(user);
    // Spend the month's listings.
    for (;;) {
      const res = await agent.post('/api/listings').send(sellInput(await insertImages(t.db, user.id)));
      if (res.status === 409) break;
      expect(res.status).toBe(201);
    }
    const { body: quota } = await agent.get(`/api/subscription/${user.id}`).expect(200);
    expect(quota.listingsAvailable).toBe(0);

    // Pictures uploaded as the form does, one at a time.
    const uploaded: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await agent.post('/api/images').attach('image', await picture(), `photo-${i}.png`).expect(201);
      uploaded.push(res.body._id);
    }
    for (const id of uploaded) expect(fs.existsSync(filesOf(id))).toBe(true);

    // A form with a mistake is refused first for the mistake (400): the pictures stay for the corrected form.
    await agent.post('/api/listings').send(sellInput(uploaded, { title: '' })).expect(400);
    expect(await t.db('images').whereIn('id', uploaded)).toHaveLength(2);

    // Someone else's picture named in the same body is not touched.
    const other = await t.createUser();
    const [theirs] = await insertImages(t.db, other.id);

    const refused = await agent.post('/api/listings').send(sellInput([...uploaded, theirs!])).expect(409);
    expect(refused.body).toMatchObject({
      code: 'quota-exhausted',
      detail: 'No available listings. Please upgrade your plan to create more listings!',
    });
    expect(await t.db('images').whereIn('id', uploaded)).toHaveLength(0);
    for (const id of uploaded) expect(fs.existsSync(filesOf(id))).toBe(false);
    expect(await t.db('images').where({ id: theirs })).toHaveLength(1);
  });
});

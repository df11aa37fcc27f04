import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../fuzz/contract-cases.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';
import { image, insertImages, insertStore, insertStorePicture, openPortal, productInput, scratchDataDir, type Agent } from '../stores/fixtures.js';

let t: TestApp;
let owner: TestUser;
let store: Awaited<ReturnType<typeof insertStore>>;
let portal: Agent;
const dataDir = scratchDataDir();
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await t.createUser();
  store = await insertStore(t, owner.id, { name: 'Campus Threads', slug: 'campus-threads', paymentOptions: ['cod'] });
  portal = await openPortal(t, store);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => t.db('rate_limits').delete());

const upload = async (agent: Agent) =>
  (await agent.post('/api/store-portal/images').attach('image', TINY_PNG, { filename: 'a.png', contentType: 'image/png' }).expect(201)).body._id as string;

describe('PATCH /api/store-portal/store', () => {
  it('saves the settings, trimmed; a rename keeps the slug', async () => {
    const res = await portal
      .patch('/api/store-portal/store')
      .send({
        name: '  Campus Threads & Co ',
        description: 'Thrifted fits',
        category: 'jewelry-accessories',
        location: ' Hostel 4 ',
        contactInfo: 'DM after 6',
        contactLink: 'https://wa.me/919800000000',
        socialLinks: { instagram: 'https://instagram.com/threads' },
        paymentOptions: ['prepaid', 'cod'],
        designPreset: { colorScheme: '1', layout: 'grid', typography: 'serif' },
      })
      .expect(200);
    expect(res.body).toMatchObject({
      name: 'Campus Threads & Co',
      slug: 'campus-threads',
      description: 'Thrifted fits',
      category: 'jewelry-accessories',
      location: 'Hostel 4',
      contactInfo: 'DM after 6',
      contactLink: 'https://wa.me/919800000000',
      socialLinks: { instagram: 'https://instagram.com/threads' },
      paymentOptions: ['prepaid', 'cod'],
      designPreset: { colorScheme: '1', layout: 'grid', typography: 'serif' },
      ownerDetails: { _id: owner.id },
    });
    const page = await t.request().get('/api/stores/campus-threads').expect(200);
    expect(page.body).toMatchObject({ name: 'Campus Threads & Co', paymentOptions: ['prepaid', 'cod'] });
  });

  it('changes only what is sent', async () => {
    await portal.patch('/api/store-portal/store').send({ location: 'Library' }).expect(200);
    const res = await portal.patch('/api/store-portal/store').send({ paymentOptions: ['prepaid'] }).expect(200);
    expect(res.body).toMatchObject({ location: 'Library', paymentOptions: ['prepaid'], slug: 'campus-threads' });
  });

  it('takes a mailto: contact link, or none', async () => {
    expect((await portal.patch('/api/store-portal/store').send({ contactLink: 'mailto:threads@campus.edu' }).expect(200)).body.contactLink).toBe('mailto:threads@campus.edu');
    expect((await portal.patch('/api/store-portal/store').send({ contactLink: '' }).expect(200)).body.contactLink).toBe('');
  });

  it("answers 'Please enter a valid contact link' for anything but an https or mailto: address", async () => {
    for (const contactLink of ['http://wa.me/91', 'javascript:alert(1)', 'wa.me/9198', 'mailto:', 'https://', `https://x.com/${'a'.repeat(300)}`]) {
      const res = await portal.patch('/api/store-portal/store').send({ contactLink }).expect(400);
      expect(res.body.detail).toBe('Please enter a valid contact link');
    }
  });

  it("answers 'Please select at least one payment option' for none", async () => {
    const res = await portal.patch('/api/store-portal/store').send({ paymentOptions: [] }).expect(400);
    expect(res.body.detail).toBe('Please select at least one payment option');
    await portal.patch('/api/store-portal/store').send({ paymentOptions: ['cheque'] }).expect(400);
  });

  it("answers 'Please fill in all required fields' for a blank name, and refuses an unknown category or an empty change", async () => {
    expect((await portal.patch('/api/store-portal/store').send({ name: '   ' }).expect(400)).body.detail).toBe('Please fill in all required fields');
    await portal.patch('/api/store-portal/store').send({ category: 'weapons' }).expect(400);
    await portal.patch('/api/store-portal/store').send({}).expect(400);
    await portal.patch('/api/store-portal/store').send({ slug: 'new-slug' }).expect(400);
  });

  it('sets the logo, cover and banners from its uploads; pictures left out are deleted with their files', async () => {
    const [logo, cover, b1, b2, b3] = [await upload(portal), await upload(portal), await upload(portal), await upload(portal), await upload(portal)];
    const set = await portal.patch('/api/store-portal/store').send({ logoImageId: logo, coverImageId: cover, bannerImageIds: [b2, b1] }).expect(200);
    expect(set.body).toMatchObject({ logo: image(logo), coverImage: image(cover), highlights: [image(b2), image(b1)] });

    const card = (await t.request().get('/api/stores').expect(200)).body.items.find((s: { _id: string }) => s._id === store.id);
    expect(card).toMatchObject({ logo: image(logo), coverImage: image(cover), highlights: [image(b2), image(b1)] });

    // Banners again, one kept and one new; the logo and cover untouched.
    const next = await portal.patch('/api/store-portal/store').send({ bannerImageIds: [b1, b3] }).expect(200);
    expect(next.body).toMatchObject({ logo: image(logo), coverImage: image(cover), highlights: [image(b1), image(b3)] });
    expect(await t.db('images').where({ id: b2 }).first()).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'uploads', b2))).toBe(false);

    const cleared = await portal.patch('/api/store-portal/store').send({ logoImageId: null }).expect(200);
    expect(cleared.body).toMatchObject({ logo: null, coverImage: image(cover) });
    expect(await t.db('images').where({ id: logo }).first()).toBeUndefined();
  });

  it("refuses another student's upload or another store's picture, naming the field", async () => {
    const [theirs] = await insertImages(t.db, (await t.createUser()).id, 1);
    const otherStore = await insertStore(t, owner.id);
    const otherBanner = await insertStorePicture(t.db, otherStore, 'banner');
    const res = await portal.patch('/api/store-portal/store').send({ coverImageId: theirs, bannerImageIds: [otherBanner] }).expect(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['/body/coverImageId', '/body/bannerImageIds/0']);
    expect((await t.db('images').where({ id: otherBanner }).first()).storeId).toBe(otherStore.id);
  });
});

describe('POST /api/store-portal/images', () => {
  it("stores the picture in the store owner's name, so the owner can use it in the student app too", async () => {
    const id = await upload(portal);
    expect((await t.db('images').where({ id }).first()).ownerId).toBe(owner.id);
    for (const variant of ['thumb', 'card', 'main']) expect(fs.existsSync(path.join(dataDir, 'uploads', id, `${variant}.webp`))).toBe(true);
    const student = await t.loginAs(owner);
    const product = await student.post(`/api/stores/${store.slug}/products`).send(productInput({ imageIds: [id] })).expect(201);
    expect(product.body.images).toEqual([image(id)]);
  });

  it('asks for a file', async () => {
    await portal.post('/api/store-portal/images').field('note', 'x').expect(400);
  });
});

describe('POST /api/store-portal/entry-code', () => {
  it('makes a new 16-digit code shown once: the old one stops working, other sessions end, this one stays', async () => {
    const code = '5555444433332222';
    const mine = await insertStore(t, owner.id, { entryCode: code });
    const here = await openPortal(t, mine);
    const elsewhere = await openPortal(t, mine);
    const before = (await t.db('stores').where({ id: mine.id }).first()).entryCodeSetAt as Date;

    const res = await here.post('/api/store-portal/entry-code').expect(201);
    const fresh = res.body.entryCode as string;
    expect(fresh).toMatch(/^[1-9]\d{15}$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const row = await t.db('stores').where({ id: mine.id }).first();
    expect(row.entryCodeHash).not.toContain(fresh);
    expect(row.entryCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.entryCodeSetAt.getTime()).toBeGreaterThan(before.getTime() - 1);
    expect(JSON.stringify(await t.db('stores').where({ id: mine.id }))).not.toContain(fresh);

    await here.get('/api/store-portal/session').expect(200);
    await elsewhere.get('/api/store-portal/session').expect(401);
    await t.request().post('/api/store-portal/session').send({ entryCode: code }).expect(401);
    const reopened = await t.request().post('/api/store-portal/session').send({ entryCode: fresh }).expect(201);
    expect(reopened.body.store._id).toBe(mine.id);
  });

  it('draws a different code each time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) codes.add((await portal.post('/api/store-portal/entry-code').expect(201)).body.entryCode);
    expect(codes.size).toBe(5);
    // The portal stays open through its own regenerations.
    await portal.get('/api/store-portal/session').expect(200);
  });
});

describe('who may call the portal store routes', () => {
  it('answers 401 to a visitor and to a signed-in student without a portal session, even the owner', async () => {
    const student = await t.loginAs(owner);
    for (const agent of [t.agent(), student]) {
      await agent.patch('/api/store-portal/store').send({ name: 'Mine' }).expect(401);
      await agent.post('/api/store-portal/entry-code').expect(401);
      await agent.post('/api/store-portal/images').attach('image', TINY_PNG, { filename: 'a.png', contentType: 'image/png' }).expect(401);
    }
    expect((await t.db('stores').where({ id: store.id }).first()).name).not.toBe('Mine');
  });
});

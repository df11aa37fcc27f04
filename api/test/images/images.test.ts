import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachToRequest, insertListing, scratchDataDir } from '../listings/fixtures.js';
import { createTestApp, type TestApp, type TestUser } from '../support/test-app.js';

let t: TestApp;
const dataDir = scratchDataDir();
let owner: TestUser;
let agent: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await t.createUser();
  agent = await t.loginAs(owner);
});
afterAll(() => t.close());

const fileOf = (id: string, variant: string) => path.join(dataDir, 'uploads', id, `${variant}.webp`);
const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#cc3366' } });
const upload = (content: Buffer, name = 'photo.png', as: Pick<typeof agent, 'post'> = agent) => as.post('/api/images').attach('image', content, name);

describe('POST /api/images', () => {
  it('stores a picture as three WebP sizes under server-made names, owned by the uploader', async () => {
    const res = await upload(await solid(1200, 900).png().toBuffer(), '../../evil name.png').expect(201);
    const id = res.body._id as string;
    expect(res.body).toEqual({
      _id: id,
      thumbUrl: `/api/images/${id}/thumb.webp`,
      cardUrl: `/api/images/${id}/card.webp`,
      mainUrl: `/api/images/${id}/main.webp`,
    });
    expect(fs.readdirSync(path.join(dataDir, 'uploads', id)).sort()).toEqual(['card.webp', 'main.webp', 'thumb.webp']);
    const sizes = await Promise.all(['thumb', 'card', 'main'].map((v) => sharp(fileOf(id, v)).metadata()));
    expect(sizes.map((m) => [m.format, m.width, m.height])).toEqual([
      ['webp', 100, 75],
      ['webp', 600, 450],
      ['webp', 800, 600],
    ]);
    expect(await t.db('images').where({ id }).first()).toMatchObject({ ownerId: owner.id, listingId: null });
  });

  it('turns a photo upright by its EXIF orientation and keeps no EXIF (no location, no camera)', async () => {
    // Stored landscape (1200×900) but to be shown rotated 90° (orientation 6): a portrait photo.
    const photo = await solid(1200, 900)
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam', Copyright: 'Secret Person' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(photo).metadata();
    expect(source).toMatchObject({ width: 1200, height: 900, orientation: 6 });
    expect(source.exif).toBeDefined();

    const { body } = await upload(photo, 'photo.jpg').expect(201);
    const main = await sharp(fileOf(body._id, 'main')).metadata();
    expect([main.width, main.height]).toEqual([800, 1067]);
    const thumb = await sharp(fileOf(body._id, 'thumb')).metadata();
    expect(thumb.width).toBe(100);
    expect(thumb.height).toBeGreaterThanOrEqual(133);
    expect(thumb.height).toBeLessThanOrEqual(134);
    for (const variant of ['thumb', 'card', 'main']) {
      const meta = await sharp(fileOf(body._id, variant)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(fs.readFileSync(fileOf(body._id, variant)).includes('Secret Person')).toBe(false);
    }
  });

  it('does not enlarge a small picture for the main size, but fills the card and thumbnail sizes', async () => {
    const { body } = await upload(await solid(50, 40).png().toBuffer()).expect(201);
    const dims = async (v: string) => {
      const m = await sharp(fileOf(body._id, v)).metadata();
      return [m.width, m.height];
    };
    expect(await dims('main')).toEqual([50, 40]);
    expect(await dims('card')).toEqual([600, 450]);
    expect(await dims('thumb')).toEqual([100, 80]);
  });

  it('accepts WebP, GIF, AVIF and TIFF too', async () => {
    for (const [format, name] of [
      ['webp', 'a.webp'],
      ['gif', 'a.gif'],
      ['avif', 'a.avif'],
      ['tiff', 'a.tiff'],
    ] as const) {
      const content = await solid(300, 200).toFormat(format).toBuffer();
      const { body } = await upload(content, name).expect(201);
      expect((await sharp(fileOf(body._id, 'main')).metadata()).format).toBe('webp');
    }
  });

  it("refuses files that are not pictures, whatever they are called: 'Only image files are allowed'", async () => {
    const before = await t.db('images').count({ n: '*' });
    const pretenders: [Buffer, string, string][] = [
      [Buffer.from('just some text, not a picture at all\n'.repeat(20)), 'notes.png', 'image/png'],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'cv.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'],
      // A PNG signature with nothing decodable after it.
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]), 'broken.png', 'image/png'],
    ];
    for (const [content, filename, contentType] of pretenders) {
      const res = await agent.post('/api/images').attach('image', content, { filename, contentType }).expect(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({ status: 400, detail: 'Only image files are allowed' });
    }
    expect(await t.db('images').count({ n: '*' })).toEqual(before);
  });

  it('refuses a small file that claims a huge bitmap (over 100 megapixels)', async () => {
    // A real 10×10 PNG whose header is rewritten to claim 20,000×20,000 pixels.
    const png = Buffer.from(await solid(10, 10).png().toBuffer());
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
    const res = await upload(png, 'bomb.png').expect(400);
    expect(res.body.detail).toBe('Only image files are allowed');
  });

  it("refuses more than 25 MB: 'Images can be at most 25 MB.'", async () => {
    const big = Buffer.alloc(26 * 1024 * 1024, 1);
    const res = await upload(big, 'huge.png').expect(413);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).toMatchObject({ status: 413, detail: 'Images can be at most 25 MB.' });
  });

  it('refuses a request without the image, with two images, or with other fields', async () => {
    await agent.post('/api/images').field('title', 'no file').expect(400);
    await agent.post('/api/images').send({ image: 'data:image/png;base64,AAAA' }).expect(415);
    const png = await solid(20, 20).png().toBuffer();
    const two = await agent.post('/api/images').attach('image', png, 'a.png').attach('image', png, 'b.png').expect(400);
    expect(two.body.detail).toBe('Please upload one image at a time.');
    await agent.post('/api/images').attach('picture', png, 'a.png').expect(400);
  });

  it('needs a session', async () => {
    const res = await upload(await solid(20, 20).png().toBuffer(), 'a.png', t.request()).expect(401);
    expect(res.body.detail).toBe('Please log in to continue.');
  });
});

describe('GET /api/images/{id}/{variant}', () => {
  it('serves each size as WebP, cached for a year, to anybody', async () => {
    const { body } = await upload(await solid(640, 480).png().toBuffer()).expect(201);
    for (const variant of ['thumb', 'card', 'main']) {
      const res = await t.request().get(`/api/images/${body._id}/${variant}.webp`).buffer(true).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Buffer.compare(res.body as Buffer, fs.readFileSync(fileOf(body._id, variant)))).toBe(0);
    }
  });

  it('answers 404 for an unknown image and 400 for other names', async () => {
    const missing = await t.request().get(`/api/images/${randomUUID()}/main.webp`).expect(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    await t.request().get(`/api/images/${randomUUID()}/original.png`).expect(400);
    await t.request().get('/api/images/..%2F..%2Fetc/main.webp').expect(400);
  });
});

describe('DELETE /api/images/{id}', () => {
  it('lets the owner discard an unattached image, files and all', async () => {
    const { body } = await upload(await solid(30, 30).png().toBuffer()).expect(201);
    await agent.delete(`/api/images/${body._id}`).expect(204);
    expect(await t.db('images').where({ id: body._id }).first()).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'uploads', body._id))).toBe(false);
    await t.request().get(`/api/images/${body._id}/main.webp`).expect(404);
  });

  it("refuses someone else's image (403) and one attached to a listing or request (409)", async () => {
    const { body } = await upload(await solid(30, 30).png().toBuffer()).expect(201);
    const other = await t.loginAs(await t.createUser());
    const res = await other.delete(`/api/images/${body._id}`).expect(403);
    expect(res.body.detail).toBe('You can only delete your own images.');

    const listing = await insertListing(t.db, owner.id);
    await t.db('images').where({ id: body._id }).update({ listingId: listing.id });
    const attached = await agent.delete(`/api/images/${body._id}`).expect(409);
    expect(attached.body.code).toBe('image-attached');
    expect(fs.existsSync(fileOf(body._id, 'main'))).toBe(true);

    const forRequest = await upload(await solid(30, 30).png().toBuffer()).expect(201);
    await attachToRequest(t.db, owner.id, [forRequest.body._id]);
    expect((await agent.delete(`/api/images/${forRequest.body._id}`).expect(409)).body.code).toBe('image-attached');
    expect(await t.db('images').where({ id: forRequest.body._id }).first()).toBeDefined();
  });

  it('answers 404 for an unknown image and 401 without a session', async () => {
    expect((await agent.delete(`/api/images/${randomUUID()}`).expect(404)).body.detail).toBe('Image not found.');
    const { body } = await upload(await solid(30, 30).png().toBuffer()).expect(201);
    await t.request().delete(`/api/images/${body._id}`).expect(401);
  });
});

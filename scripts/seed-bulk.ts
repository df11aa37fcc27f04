/**
 * `npm run seed:bulk [-- --reset] [-- --listings=N] [-- --requests=N] [-- --roommates=N]`: adds 100,000
 * listings (N with --listings), and with --requests / --roommates that many item requests and roommate posts, by
 * 2,000 sellers, with pictures, to the DATABASE_URL database or else the embedded one in DATA_DIR
 * (stop the app first: only one process can open it). Migrates and seeds the reference data first,
 * so it also works on an empty database. Refuses when bulk data is already there; --reset removes
 * it (and its picture links) first. A running app waits for listings until the seed commits (the
 * seed rebuilds the listings' indexes inside its transaction).
 *
 * Pictures: a few real WebP files per category, made once with sharp into
 * DATA_DIR/bulk-pictures/, and one symbolic link per image row in DATA_DIR/uploads/<id> pointing at
 * one of them, so the pages show pictures without 170,000 copies.
 */
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '../api/src/config.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';
import { createDb } from '../api/src/db/knex.js';
import { migrateLatest, seed } from '../api/src/db/migrate.js';
import { makeVariants } from '../api/src/modules/images/images.processing.js';
import { uploadsDir } from '../api/src/modules/images/index.js';
import { catalogue } from '../seeds/bulk-catalogue.js';
import { analyzeBulk, type BulkImage, hasBulkData, removeBulkData, seedBulk } from '../seeds/bulk.js';

const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    listings: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '0' },
    roommates: { type: 'string', default: '0' },
  },
});
const wholeNumber = (name: 'listings' | 'requests' | 'roommates', least: number) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < least) throw new Error(`--${name} must be a whole number, at least ${least}`);
  return n;
};
const count = wholeNumber('listings', 1);
const requestCount = wholeNumber('requests', 0);
const roommateCount = wholeNumber('roommates', 0);

const PICTURES_PER_CATEGORY = 3;
const palette = ['#0ea5e9', '#8b5cf6', '#f97316', '#10b981', '#ef4444', '#eab308', '#ec4899', '#14b8a6', '#6366f1', '#84cc16'];

/** A 1200×900 picture: a gradient, a shape and the category's name. */
function pictureSvg(label: string, colour: string, variant: number) {
  const shapes = [
    '<circle cx="600" cy="400" r="220" fill="#fff" fill-opacity="0.28"/>',
    '<rect x="400" y="200" width="400" height="400" rx="48" fill="#fff" fill-opacity="0.28"/>',
    '<polygon points="600,170 840,600 360,600" fill="#fff" fill-opacity="0.28"/>',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="${variant % 2}" x2="1" y2="${1 - (variant % 2)}">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>${shapes[variant % shapes.length]}
    <text x="600" y="780" font-family="sans-serif" font-size="88" fill="#fff" text-anchor="middle">${label}</text>
  </svg>`;
}

const poolName = (category: string, n: number) => `${category}-${n}`;

/** The shared pictures, made through the same pipeline as uploads; kept between runs. */
async function ensurePicturePool(poolDir: string) {
  await Promise.all(
    catalogue.flatMap(({ category }, c) =>
      Array.from({ length: PICTURES_PER_CATEGORY }, async (_, n) => {
        const dir = path.join(poolDir, poolName(category, n));
        if (await fs.stat(path.join(dir, 'main.webp')).catch(() => null)) return;
        const label = category.replace(/(^|-)(.)/g, (_, dash: string, ch: string) => `${dash && ' '}${ch.toUpperCase()}`);
        const png = await sharp(Buffer.from(pictureSvg(label, palette[c % palette.length]!, n))).png().toBuffer();
        const files = await makeVariants(png);
        await fs.mkdir(dir, { recursive: true });
        await Promise.all(Object.entries(files).map(([variant, data]) => fs.writeFile(path.join(dir, `${variant}.webp`), data)));
      }),
    ),
  );
}

function unlinkPictures(dataDir: string, ids: string[]) {
  for (const id of ids) fsSync.rmSync(path.join(uploadsDir(dataDir), id), { force: true });
}

/**
 * uploads/<image id> → ../bulk-pictures/<category>-<n>, n from the id. Synchronous (several times
 * faster than as many promises on the thread pool) in slices, letting the database calls through.
 * Creating links where many were just deleted is very slow on ext4 (≈0.3 ms each), so --reset
 * keeps the links and the ids repeat: same count, nothing to do.
 */
async function linkPictures(dataDir: string, images: BulkImage[]) {
  const uploads = uploadsDir(dataDir);
  await fs.mkdir(uploads, { recursive: true });
  const poolRelative = path.relative(uploads, path.join(dataDir, 'bulk-pictures'));
  for (let i = 0; i < images.length; i += 2000) {
    for (const { id, category } of images.slice(i, i + 2000)) {
      const target = path.join(poolRelative, poolName(category, Number.parseInt(id.slice(-2), 16) % PICTURES_PER_CATEGORY));
      const file = path.join(uploads, id);
      try {
        fsSync.symlinkSync(target, file);
      } catch (err) {
        // The ids repeat from run to run: a link left by --reset is kept when it still fits.
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        if (fsSync.readlinkSync(file) !== target) {
          fsSync.rmSync(file, { force: true });
          fsSync.symlinkSync(target, file);
        }
      }
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const config = loadConfig();
let url = config.databaseUrl;
const embedded = url ? undefined : await startEmbeddedPostgres(config.dataDir, {});
url ??= embedded!.url;
const db = createDb(url, 2);
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
try {
  await migrateLatest(db);
  await seed(db, { demo: config.seedDemo, dataDir: config.dataDir });
  // The picture links of the bulk data --reset removed, dropped once the new links are known.
  let previous: string[] = [];
  if (await hasBulkData(db)) {
    if (!args.reset) {
      console.error('Bulk data is already in this database. Run `npm run seed:bulk -- --reset` to replace it.');
      process.exitCode = 1;
    } else {
      const t = Date.now();
      previous = await removeBulkData(db);
      console.log(`Removed the previous bulk data (${previous.length} images) in ${seconds(t)}.`);
    }
  }
  if (!process.exitCode) {
    let t = Date.now();
    const pool = ensurePicturePool(path.join(config.dataDir, 'bulk-pictures'));
    pool.catch(() => {}); // reported where it is awaited
    let linked: BulkImage[] = [];
    const made = await seedBulk(db, {
      listings: count,
      requests: requestCount,
      roommatePosts: roommateCount,
      emailDomain: config.campusDomains[0],
      whileIndexing: async (images) => {
        await pool;
        linked = images;
        await linkPictures(config.dataDir, images);
      },
    }).catch((err: unknown) => {
      // Rolled back: the links would point nowhere.
      unlinkPictures(config.dataDir, [...previous, ...linked.map((i) => i.id)]);
      throw err;
    });
    const kept = new Set(linked.map((i) => i.id));
    unlinkPictures(config.dataDir, previous.filter((id) => !kept.has(id)));
    console.log(
      `Inserted ${made.listings} listings, ${made.images} images (${linked.length} picture links in ${uploadsDir(config.dataDir)}), ` +
        `${made.requests} requests, ${made.roommatePosts} roommate posts and ${made.sellers} sellers in ${seconds(t)}.`,
    );
    t = Date.now();
    await analyzeBulk(db);
    console.log(`VACUUM (ANALYZE) in ${seconds(t)}.`);
    console.log(`Bulk seed done in ${seconds(started)} (${embedded ? `embedded PostgreSQL in ${embedded.dir}` : 'DATABASE_URL'}).`);
  }
} finally {
  await db.destroy();
  await embedded?.close();
}

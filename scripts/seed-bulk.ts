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
 * one of them, so the pages show pictures without 170,000 copies: the local picture storage only
 * (with PICTURE_STORAGE=s3 it refuses; the bucket would need every copy).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/src/config.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';
import { createDb } from '../api/src/db/knex.js';
import { migrateLatest, seed } from '../api/src/db/migrate.js';
import { createPictureStore, uploadsDir } from '../api/src/modules/images/index.js';
import { analyzeBulk, type BulkImage, hasBulkData, removeBulkData, seedBulk } from '../seeds/bulk.js';
import { ensurePicturePool, linkPictures, unlinkPictures } from './lib/bulk-pictures.js';

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

const config = loadConfig();
if (config.pictures.driver !== 'local') {
  console.error('seed:bulk links its pictures into DATA_DIR/uploads, which only PICTURE_STORAGE=local serves: run it with PICTURE_STORAGE=local.');
  process.exit(1);
}
const pictures = await createPictureStore(config.pictures, config.dataDir);
let url = config.databaseUrl;
const embedded = url ? undefined : await startEmbeddedPostgres(config.dataDir, {});
url ??= embedded!.url;
const db = createDb(url, 2);
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
try {
  await migrateLatest(db);
  await seed(db, { demo: config.seedDemo, pictures, storeCodeSecret: config.storePortal.codeSecret });
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

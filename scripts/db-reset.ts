/**
 * `npm run db:reset`: an empty, migrated and seeded database: the DATABASE_URL one, or the
 * embedded one in DATA_DIR (refused while a Thriftz process runs on it). Its public schema is
 * dropped and made anew, and the pictures in the configured store (DATA_DIR/uploads, or the S3
 * bucket's pictures under S3_PREFIX) go with their rows. The demo campus is seeded unless
 * SEED_DEMO is off (0/false).
 */
import fs from 'node:fs/promises';
import { loadConfig } from '../api/src/config.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';
import { createDb } from '../api/src/db/knex.js';
import { migrateLatest, seed } from '../api/src/db/migrate.js';
import { legacyDir } from '../api/src/db/pglite-import.js';
import { createPictureStore } from '../api/src/modules/images/index.js';

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, {});
// Data of the old embedded engine would be moved in by the next start: a reset ends it too.
if (embedded) await fs.rm(legacyDir(config.dataDir), { recursive: true, force: true });
// The demo's pictures are stored a few at a time, each on a connection of its own.
const db = createDb(config.databaseUrl ?? embedded!.url, 5);
const pictures = await createPictureStore(config.pictures, config.dataDir);
const started = Date.now();
try {
  await db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  // No image row is left to point at them.
  await pictures.removeAll();
  const applied = await migrateLatest(db);
  const demo = await seed(db, { demo: config.seedDemo, pictures, storeCodeSecret: config.storePortal.codeSecret });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Database reset in ${seconds} s: ${applied.length} migrations applied, reference data seeded${demo ? ', demo campus added' : ''}.`,
  );
} finally {
  pictures.close();
  await db.destroy();
  await embedded?.close();
}

/**
 * `npm run db:reset`: an empty, migrated and seeded database: the DATABASE_URL one, or the
 * embedded one in DATA_DIR (refused while a Thriftz process runs on it). Its public schema is
 * dropped and made anew.
 */
import fs from 'node:fs/promises';
import { loadConfig } from '../api/src/config.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';
import { createDb } from '../api/src/db/knex.js';
import { migrateLatest, seed } from '../api/src/db/migrate.js';
import { legacyDir } from '../api/src/db/pglite-import.js';

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, {});
// Data of the old embedded engine would be moved in by the next start: a reset ends it too.
if (embedded) await fs.rm(legacyDir(config.dataDir), { recursive: true, force: true });
const db = createDb(config.databaseUrl ?? embedded!.url, 2);
try {
  await db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const applied = await migrateLatest(db);
  const demo = await seed(db, { demo: config.seedDemo });
  console.log(`Database reset: ${applied.length} migrations applied, reference data seeded${demo ? ', demo people added' : ''}.`);
} finally {
  await db.destroy();
  await embedded?.close();
}

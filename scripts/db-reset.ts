/**
 * `npm run db:reset`: an empty, migrated and seeded database: the DATABASE_URL one (its public
 * schema is dropped), or the embedded one in DATA_DIR (its files are removed).
 */
import fs from 'node:fs/promises';
import { loadConfig } from '../api/src/config.js';
import { startEmbeddedPostgres } from '../api/src/db/embedded.js';
import { createDb } from '../api/src/db/knex.js';
import { migrateLatest, seed } from '../api/src/db/migrate.js';

const config = loadConfig();
let url = config.databaseUrl;
let embedded;
if (!url) {
  await fs.rm(`${config.dataDir}/pg`, { recursive: true, force: true });
  embedded = await startEmbeddedPostgres(`${config.dataDir}/pg`, 4);
  url = embedded.url;
}
const db = createDb(url, 2);
try {
  if (config.databaseUrl) await db.raw('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
  const applied = await migrateLatest(db);
  const demo = await seed(db, { demo: config.seedDemo });
  console.log(`Database reset: ${applied.length} migrations applied, reference data seeded${demo ? ', demo people added' : ''}.`);
} finally {
  await db.destroy();
  await embedded?.close();
}

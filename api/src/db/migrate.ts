import { migrationSource } from '../../../migrations/index.js';
import { seedDemo } from '../../../seeds/demo.js';
import { seedReference } from '../../../seeds/reference.js';
import type { Db } from './knex.js';

export async function migrateLatest(db: Db) {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/** Reference data always; the demo people only into an empty database, when asked. */
export async function seed(db: Db, { demo }: { demo: boolean }) {
  await seedReference(db);
  return demo ? seedDemo(db) : false;
}

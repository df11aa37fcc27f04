import { migrationSource } from '../../../migrations/index.js';
import { seedDemo } from '../../../seeds/demo/index.js';
import { seedReference } from '../../../seeds/reference.js';
import type { Db } from './knex.js';

export async function migrateLatest(db: Db) {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/**
 * Reference data always; the demo campus only into an empty database, when asked (its pictures
 * go to `pictures`, the configured store, like uploads; its store's entry code is hashed with
 * `storeCodeSecret`, config.storePortal.codeSecret).
 */
export async function seed(db: Db, options: { demo: false } | { demo: boolean; pictures: Parameters<typeof seedDemo>[1]; storeCodeSecret: string }) {
  await seedReference(db);
  return options.demo ? seedDemo(db, options.pictures, options.storeCodeSecret) : false;
}

import { pino } from 'pino';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import fs from 'node:fs/promises';
import type { Logger } from 'pino';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { BATCH_TIMEOUTS, createDb, createPool, REQUEST_TIMEOUTS, type Db } from './db/knex.js';
import { migrateLatest, seed } from './db/migrate.js';
import { hasLegacyData, importLegacyData, legacyDir } from './db/pglite-import.js';
import { createRateLimits } from './http/rate-limits.js';
import { createPictureStore } from './modules/images/index.js';

export interface Runtime extends AppDeps {
  embedded?: EmbeddedPostgres;
  seededDemo: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts embedded PostgreSQL in DATA_DIR when there is none; opens
 * the picture store (PICTURE_STORAGE); migrates and seeds; answers everything the app is built from.
 */
export async function startRuntime(config: Config): Promise<Runtime> {
  const logger = pino({ level: config.logLevel });
  const embedded = config.databaseUrl ? undefined : await startEmbedded(config.dataDir, logger);
  const url = config.databaseUrl ?? embedded!.url;
  // What the requests (and the jobs) run on: every call bounded (see REQUEST_TIMEOUTS).
  const db = createDb(url, config.dbPoolMax, REQUEST_TIMEOUTS);
  // Sessions, rate limits, and one held connection for the chat bus's LISTEN.
  const pool = createPool(url, 5, REQUEST_TIMEOUTS);
  // An idle client whose server went away emits 'error' on the pool: logged, never fatal.
  pool.on('error', (err) => logger.warn({ err }, 'database: idle connection lost'));
  // Moving old data in, migrating and seeding may run statements for minutes: a pool of their own, without the bounds.
  const setup = createDb(url, config.dbPoolMax, BATCH_TIMEOUTS);
  const pictures = await createPictureStore(config.pictures, config.dataDir);
  try {
    let seededDemo: boolean;
    try {
      if (embedded?.created && hasLegacyData(config.dataDir)) await takeOverLegacyData(config.dataDir, setup, logger);
      await migrateLatest(setup);
      const seedStarted = Date.now();
      seededDemo = await seed(setup, { demo: config.seedDemo, pictures, storeCodeSecret: config.storePortal.codeSecret });
      if (seededDemo) logger.info(`Seeded the demo campus in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    } finally {
      await setup.destroy();
    }
    return {
      config,
      db,
      pool,
      logger,
      rateLimits: createRateLimits(pool, config.apiBudgets),
      pictures,
      embedded,
      seededDemo,
      async close() {
        pictures.close();
        await pool.end();
        await db.destroy();
        await embedded?.close();
      },
    };
  } catch (err) {
    pictures.close();
    await pool.end();
    await db.destroy();
    await embedded?.close();
    if (err instanceof LegacyTakeOverError) await fs.rm(embedded!.dir, { recursive: true, force: true });
    throw err;
  }
}

function startEmbedded(dataDir: string, logger: Logger) {
  const log = logger.child({ component: 'postgres' });
  return startEmbeddedPostgres(dataDir, {
    log: (line) => (/\b(WARNING|ERROR|FATAL|PANIC):/.test(line) ? log.warn(line) : log.debug(line)),
  });
}

/** A failed take-over leaves the PGlite data as it was and removes the new cluster, so the next start tries again. */
class LegacyTakeOverError extends Error {}

async function takeOverLegacyData(dataDir: string, db: Db, logger: Logger) {
  logger.info(`Found data of the old embedded database in ${legacyDir(dataDir)}; moving it into embedded PostgreSQL ...`);
  try {
    await importLegacyData(dataDir, db, (msg) => logger.info(msg));
  } catch (err) {
    throw new LegacyTakeOverError(
      `Could not move the data of the old embedded database (${legacyDir(dataDir)}) into embedded PostgreSQL: ${(err as Error).message}\n` +
        `Your old data is untouched. To start with an empty database instead, move ${legacyDir(dataDir)} out of ${dataDir}.`,
      { cause: err },
    );
  }
}

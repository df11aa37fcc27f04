import pg from 'pg';
import { pino } from 'pino';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { createDb } from './db/knex.js';
import { migrateLatest, seed } from './db/migrate.js';
import { createRateLimits } from './http/rate-limits.js';

export interface Runtime extends AppDeps {
  embedded?: EmbeddedPostgres;
  seededDemo: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts embedded PostgreSQL in DATA_DIR when there is none;
 * migrates and seeds; answers everything the app is built from.
 */
export async function startRuntime(config: Config): Promise<Runtime> {
  const logger = pino({ level: config.logLevel });
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(`${config.dataDir}/pg`, config.dbPoolMax + 6);
  const url = config.databaseUrl ?? embedded!.url;
  const db = createDb(url, config.dbPoolMax);
  // Sessions, rate limits, and one held connection for the chat bus's LISTEN.
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  try {
    await migrateLatest(db);
    const seededDemo = await seed(db, { demo: config.seedDemo });
    return {
      config,
      db,
      pool,
      logger,
      rateLimits: createRateLimits(pool),
      embedded,
      seededDemo,
      async close() {
        await pool.end();
        await db.destroy();
        await embedded?.close();
      },
    };
  } catch (err) {
    await pool.end();
    await db.destroy();
    await embedded?.close();
    throw err;
  }
}

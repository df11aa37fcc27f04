import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/knex.js';
import type { RateLimits } from './http/rate-limits.js';
import type { PictureStore } from './modules/images/index.js';

/** What the app is built from; tests build it from their own database. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** A small pg pool for the session store and the rate limiters. */
  pool: pg.Pool;
  logger: Logger;
  rateLimits: RateLimits;
  /** Where pictures' files are kept (PICTURE_STORAGE): every upload, removal and read goes through it. */
  pictures: PictureStore;
}

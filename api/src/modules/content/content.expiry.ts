import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { runExclusive, type Job } from '../../db/run-exclusive.js';
import { expireBoosts } from '../boosts/index.js';
import { expireDueListings } from '../listings/index.js';
import { expireDueRequests } from '../requests/index.js';
import { expireDueRoommatePosts } from '../roommates/index.js';

type ExpiryCounts = Schemas['ExpiryCounts'];

const NOTHING: ExpiryCounts = { products: 0, requests: 0, roommatePosts: 0, boosts: 0 };

/** Flips everything past its expiry date (idempotent). Boosts also have their own job, every minute. */
export async function expireDue(db: Db): Promise<ExpiryCounts> {
  const products = await expireDueListings(db);
  const requests = await expireDueRequests(db);
  const roommatePosts = await expireDueRoommatePosts(db);
  const boosts = await expireBoosts(db);
  return { products, requests, roommatePosts, boosts };
}

/** Every 5 minutes, once per cluster. */
export const expiryJob: Job = { name: 'expire-content', schedule: '0 */5 * * * *', run: expireDue };

function summary(counts: ExpiryCounts): string {
  const total = counts.products + counts.requests + counts.roommatePosts + counts.boosts;
  return total === 0 ? 'Nothing to expire.' : `Expired ${total} item${total === 1 ? '' : 's'}.`;
}

/**
 * POST /api/sanity/expire-listings: the job's work, under the job's lock (a call while a run is
 * under way answers zero counts at once rather than queueing). Any failure is the documented soft
 * failure: zero counts and SANITY_CONNECTION_ERROR; the cause goes to the log, not the caller.
 */
export async function expireNow(db: Db, log: Logger): Promise<Schemas['ExpiryResult']> {
  try {
    const { ran, result } = await runExclusive(db, expiryJob);
    const counts = ran ? (result as ExpiryCounts) : NOTHING;
    return { success: true, message: ran ? summary(counts) : 'Expiry is already running.', counts };
  } catch (err) {
    log.error({ err }, 'expire-listings failed');
    return {
      success: false,
      message: 'Failed to expire listings',
      error: 'Failed to expire listings',
      code: 'SANITY_CONNECTION_ERROR',
      details: 'The database could not be reached. Please try again later.',
      counts: NOTHING,
    };
  }
}

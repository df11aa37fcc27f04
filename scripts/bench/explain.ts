/**
 * The plans of the three browse reads at scale: each statement the API's services send for a
 * filtered search of listings, requests and roommate posts (and for a broad listings browse), run
 * under EXPLAIN (ANALYZE, BUFFERS) after one warm-up. `BENCH_ONLY=explain npm run bench`.
 */
import type pg from 'pg';
import type { Db } from '../../api/src/db/knex.js';
import * as listings from '../../api/src/modules/listings/listings.service.js';
import * as requests from '../../api/src/modules/requests/requests.service.js';
import * as roommates from '../../api/src/modules/roommates/roommates.service.js';

interface Sent {
  sql: string;
  bindings: unknown[];
}

const browses: { title: string; run: (db: Db) => Promise<unknown> }[] = [
  {
    title: 'GET /api/listings?type=sell&q=guitar&category=art-collectibles&condition=good&condition=like-new&minPrice=500&maxPrice=5000&sort=price-low',
    run: (db) =>
      listings.browse(db, {
        type: 'sell', q: 'guitar', categories: ['art-collectibles'], conditions: ['good', 'like-new'], minPrice: 500, maxPrice: 5000,
        sort: 'price-low', page: 1, pageSize: 24,
      }),
  },
  { title: 'GET /api/listings?type=sell (broad: more than 1,000 match)', run: (db) => listings.browse(db, { type: 'sell', sort: 'newest', page: 1, pageSize: 24 }) },
  {
    title: 'GET /api/requests?q=calculator&category=lab-equipment&sort=newest',
    run: (db) => requests.listRequests(db, { q: 'calculator', categories: ['lab-equipment'] }, 'newest', 1, 24),
  },
  {
    title: 'GET /api/roommates?q=koramangala&accommodationType=flat-apartment&gender=female&minBudget=5000&maxBudget=12000',
    run: (db) =>
      roommates.listRoommatePosts(db, { q: 'koramangala', accommodationType: 'flat-apartment', gender: 'female', minBudget: 5000, maxBudget: 12000 }, 'newest', 1, 24),
  },
];

export async function explainBrowses(db: Db) {
  for (const { title, run } of browses) {
    const sent: Sent[] = [];
    const listener = (q: { sql: string; bindings?: unknown[] }) => sent.push({ sql: q.sql, bindings: q.bindings ?? [] });
    await run(db); // warm-up
    db.on('query', listener);
    try {
      await run(db);
    } finally {
      db.off('query', listener);
    }
    console.log(`${title}: ${sent.length} statement${sent.length === 1 ? '' : 's'}\n`);
    // The statements as sent ($1, $2 ...), on a connection of knex's pool.
    const connection = (await db.client.acquireConnection()) as pg.ClientBase;
    try {
      for (const { sql, bindings } of sent) {
        const { rows } = await connection.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, bindings);
        console.log(`${sql}\n${JSON.stringify(bindings)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
      }
    } finally {
      db.client.releaseConnection(connection);
    }
  }
}

/**
 * The bare servers' reads send the API's own statements: each is recorded by running the API's
 * own code (its service function for the read) on a knex of the bare server's, then replayed
 * through pg round trip by round trip. There is no second copy of the API's SQL to fall behind
 * it: a hand-written one once lacked two new columns and stopped the bench.
 */
import type pg from 'pg';
import { createDb, type Db } from '../../api/src/db/knex.js';

export interface Statement {
  sql: string;
  bindings: readonly unknown[];
  /** A prepared statement's name (compiledQuery's), sent with it as the API does. */
  name?: string;
}

/** The statements of one call, by round trip: those of one trip were in flight together. */
export type Trips = Statement[][];

interface KnexQuery {
  __knexQueryUid: string;
  sql: string;
  bindings?: readonly unknown[];
  options?: { name?: string };
}

export function apiStatements(databaseUrl: string) {
  const db = createDb(databaseUrl, 2);
  const recorded = new Map<string, Promise<Trips>>();
  // One recording at a time: knex's events do not say which call a statement belongs to.
  let queue: Promise<unknown> = Promise.resolve();

  async function record(run: (db: Db) => Promise<unknown>): Promise<Trips> {
    // The first run fills what the API keeps in memory (a store's id by its slug ...); the second
    // sends what the API sends from then on.
    await run(db);
    const trips: Trips = [];
    const inFlight = new Set<string>();
    const started = (q: KnexQuery) => {
      if (inFlight.size === 0) trips.push([]);
      inFlight.add(q.__knexQueryUid);
      trips.at(-1)!.push({ sql: q.sql, bindings: q.bindings ?? [], name: q.options?.name });
    };
    const ended = (_result: unknown, q: KnexQuery) => inFlight.delete(q.__knexQueryUid);
    db.on('query', started).on('query-response', ended).on('query-error', ended);
    try {
      await run(db);
    } finally {
      db.off('query', started).off('query-response', ended).off('query-error', ended);
    }
    return trips;
  }

  return {
    /** What the API sends for `key` (`run` calls its code for it), recorded the first time it is asked. */
    of(key: string, run: (db: Db) => Promise<unknown>): Promise<Trips> {
      let trips = recorded.get(key);
      if (!trips) {
        trips = queue.then(() => record(run));
        queue = trips.catch(() => undefined);
        recorded.set(key, trips);
      }
      return trips;
    },
    close: () => db.destroy(),
  };
}

/** Sends `trips` as the API did: one round trip after another, the statements of a trip together. */
export async function replay(pool: pg.Pool, trips: Trips): Promise<pg.QueryResult[]> {
  const results: pg.QueryResult[] = [];
  for (const trip of trips) results.push(...(await Promise.all(trip.map((s) => pool.query({ name: s.name, text: s.sql, values: [...s.bindings] })))));
  return results;
}

import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Db } from './knex.js';

/** Stands where a value goes while knex compiles; no real value looks like it. */
const marker = (i: number) => `\u0000compiled-query-value-${i}\u0000`;

/** What compiledQuery uses of knex's client: its pool, its events and its row shaping. */
interface KnexClient {
  acquireConnection(): Promise<pg.ClientBase & { __knexUid?: string; __knexTxId?: string }>;
  releaseConnection(connection: unknown): Promise<unknown>;
  postProcessResponse(response: unknown): unknown;
  emit(event: 'query', data: QueryEvent): boolean;
  emit(event: 'query-response', response: unknown, data: QueryEvent): boolean;
  emit(event: 'query-error', error: unknown, data: QueryEvent): boolean;
}

/** As knex's runner tells its listeners of a statement (tests count them, the bench records them). */
interface QueryEvent {
  __knexQueryUid: string;
  __knexUid?: string;
  __knexTxId?: string;
  method: 'raw';
  sql: string;
  bindings: unknown[];
  options: { name: string };
}

let eventIds = 0;

/**
 * A read whose SQL never changes shape (a lookup by id), compiled by knex once per Db and then
 * sent as that SQL with each call's values: on the hottest reads knex's builder and compiler cost
 * more than the statement itself (about 7 % of a listing detail's CPU). `build` gets the values'
 * places as arguments and uses them as it would the values.
 *
 * The statement is also named (a prepared statement, per connection), so PostgreSQL parses and
 * plans it once per connection rather than on every call: for the owner's profile (three tables
 * joined) planning cost PostgreSQL more than running it, about 350 µs of its CPU per read. Only
 * shapes like these suit it: a lookup by key plans the same whatever its value.
 *
 * It runs on a connection of knex's own pool (or the transaction's, when `db` is one) without
 * knex's query runner, whose per-statement work (formatting the bindings, wrapping the promise,
 * the debug hooks) cost as much API CPU as sending the statement; the rows are shaped by the same
 * postProcessResponse, and the 'query' event still fires for whoever listens.
 */
export function compiledQuery<Args extends unknown[], Row>(build: (db: Db, ...values: string[]) => Knex.QueryBuilder) {
  const compiled = new WeakMap<Db, { sql: string; name: string; slots: (number | { value: unknown })[] }>();
  return async (db: Db, ...args: Args): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      const markers = args.map((_, i) => marker(i));
      const { sql, bindings } = build(db, ...markers).toSQL().toNative();
      // Each binding is either one of the call's values (by position) or a constant of the query.
      const slots = bindings.map((b) => (typeof b === 'string' && markers.includes(b) ? markers.indexOf(b) : { value: b }));
      // pg names a connection's statements: one name, one text (PostgreSQL keeps 63 bytes of it).
      query = { sql, name: `cq-${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`, slots };
      compiled.set(db, query);
    }
    const values = query.slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value));
    const client = db.client as unknown as KnexClient;
    const connection = await client.acquireConnection();
    // Always told, as knex's runner does: the client always has knex's own listener (which passes
    // the event on to the instance and, in a transaction, to its parent's listeners).
    const event: QueryEvent = {
      __knexQueryUid: `cq-${++eventIds}`,
      __knexUid: connection.__knexUid,
      __knexTxId: connection.__knexTxId,
      method: 'raw',
      sql: query.sql,
      bindings: values,
      options: { name: query.name },
    };
    try {
      client.emit('query', event);
      const rows = (client.postProcessResponse(await connection.query({ name: query.name, text: query.sql, values })) as { rows: Row[] }).rows;
      client.emit('query-response', rows, event);
      return rows;
    } catch (err) {
      client.emit('query-error', err, event);
      throw err;
    } finally {
      await client.releaseConnection(connection);
    }
  };
}

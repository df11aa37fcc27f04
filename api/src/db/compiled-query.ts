import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type pg from 'pg';
import { toCamel, type Db } from './knex.js';

/** Stands where a value goes while knex compiles; no real value looks like it. */
const marker = (i: number) => `\u0000compiled-query-value-${i}\u0000`;

/** What compiledQuery uses of knex's client: its pool and its events. */
interface KnexClient {
  acquireConnection(): Promise<pg.ClientBase & { __knexUid?: string; __knexTxId?: string }>;
  releaseConnection(connection: unknown): Promise<unknown>;
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

/** Builds a row object of a statement's columns from pg's array of its values. */
type RowBuilder = (values: unknown[]) => Record<string, unknown>;

/**
 * The builder of rows for these columns, camelCased as postProcessResponse (knex.ts) names them:
 * one object literal of constant keys, so every row has one shape from its start. pg's own rows
 * are filled key by key with the column names it has just read off the wire, which V8 must look
 * up in its string table for each column of each row, and knex's postProcessResponse copies each
 * into a second object.
 */
function rowBuilder(names: string[]): RowBuilder {
  const keys = names.map(toCamel);
  // Keys are JSON string literals and values are read by index: no column name becomes code. No
  // key is __proto__ (which would set the literal's prototype): toCamel turns every _p into P.
  return new Function('v', `return { ${keys.map((key, i) => `${JSON.stringify(key)}: v[${i}]`).join(', ')} };`) as RowBuilder;
}

/** Whether a result has the columns its builder was made for: a prepared statement's stay the same until the schema changes. */
function sameColumns(fields: pg.FieldDef[], names: string[]) {
  if (fields.length !== names.length) return false;
  for (let i = 0; i < names.length; i++) if (fields[i]!.name !== names[i]) return false;
  return true;
}

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
 * the debug hooks) cost as much API CPU as sending the statement; the rows are named as
 * postProcessResponse names them (rowBuilder), and the 'query' event still fires for whoever listens.
 */
export function compiledQuery<Args extends unknown[], Row>(build: (db: Db, ...values: string[]) => Knex.QueryBuilder) {
  const compiled = new WeakMap<
    Db,
    { sql: string; name: string; slots: (number | { value: unknown })[]; rows?: { names: string[]; build: RowBuilder } }
  >();
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
      const result = await connection.query<unknown[]>({ name: query.name, text: query.sql, values, rowMode: 'array' });
      let shape = query.rows;
      if (!shape || !sameColumns(result.fields, shape.names)) {
        const names = result.fields.map((f) => f.name);
        shape = query.rows = { names, build: rowBuilder(names) };
      }
      const rows = result.rows.map(shape.build) as Row[];
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

import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from './knex.js';

/** Stands where a value goes while knex compiles; no real value looks like it. */
const marker = (i: number) => `\u0000compiled-query-value-${i}\u0000`;

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
 */
export function compiledQuery<Args extends unknown[], Row>(build: (db: Db, ...values: string[]) => Knex.QueryBuilder) {
  const compiled = new WeakMap<Db, { sql: string; name: string; slots: (number | { value: unknown })[] }>();
  return async (db: Db, ...args: Args): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      const markers = args.map((_, i) => marker(i));
      const { sql, bindings } = build(db, ...markers).toSQL();
      // Each binding is either one of the call's values (by position) or a constant of the query.
      const slots = bindings.map((b) => (typeof b === 'string' && markers.includes(b) ? markers.indexOf(b) : { value: b }));
      // pg names a connection's statements: one name, one text (PostgreSQL keeps 63 bytes of it).
      query = { sql, name: `cq-${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`, slots };
      compiled.set(db, query);
    }
    const values = query.slots.map((slot) => (typeof slot === 'number' ? args[slot] : slot.value));
    const result = await db.raw<{ rows: Row[] }>(query.sql, values as Knex.RawBinding[]).options({ name: query.name });
    return result.rows;
  };
}

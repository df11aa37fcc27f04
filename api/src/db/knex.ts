import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// count(*) and bigint arrive as strings from pg; counts here always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Column names are few: each is converted once. */
const camelNames = new Map<string, string>();
function toCamel(s: string): string {
  let name = camelNames.get(s);
  if (name === undefined) {
    name = s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (camelNames.size < 10_000) camelNames.set(s, name);
  }
  return name;
}

function camelize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelize);
  if (value && typeof value === 'object' && value.constructor === Object) {
    const row = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(row)) out[toCamel(key)] = row[key];
    return out;
  }
  return value;
}

export type Db = Knex;

/**
 * Repositories write camelCase identifiers and read camelCase rows; the database keeps
 * snake_case. Raw SQL is passed through untouched.
 */
export function createDb(connectionString: string, poolMax = 10): Db {
  return knexFactory({
    client: 'pg',
    connection: { connectionString },
    pool: { min: 0, max: poolMax },
    wrapIdentifier: (value, origImpl) => origImpl(value === '*' ? value : toSnake(value)),
    postProcessResponse: (result) => {
      // Raw queries answer a pg Result; camelize its rows too.
      if (result && typeof result === 'object' && 'rows' in result && 'command' in result) {
        return { ...result, rows: camelize(result.rows) };
      }
      return camelize(result);
    },
  });
}

import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// count(*) and bigint arrive as strings from pg; counts here always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

const toSnake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** Column names are few: each is converted once. */
const camelNames = new Map<string, string>();
/** A column's name as rows carry it (created_at → createdAt), as postProcessResponse names them. */
export function toCamel(s: string): string {
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
 * How long a database call may take before it fails, so that no request waits on a database that
 * stopped answering (a frozen network) or refuses connections: the failure reaches the error
 * handler as a 503 with Retry-After (http/error-handler.ts) well within the request deadline
 * (http/request-deadline.ts). 0 turns a bound off.
 */
export interface DbTimeouts {
  /** Opening a connection (TCP, start-up and authentication): pg's connectionTimeoutMillis. */
  connectMs: number;
  /** Waiting for a free connection of the pool: knex's acquireConnectionTimeout (the raw pool's is connectMs). */
  acquireMs: number;
  /**
   * A statement, on the server (statement_timeout, SQLSTATE 57014) and on the client (pg's
   * query_timeout, a little later, for a server whose answer never arrives: the connection is then
   * discarded).
   */
  statementMs: number;
  /** A transaction left idle by its client (idle_in_transaction_session_timeout): its locks are let go. */
  idleInTransactionMs: number;
}

/** The API's request path: every database call fails within 8 s (9 s at worst on the client). */
export const REQUEST_TIMEOUTS: DbTimeouts = { connectMs: 3_000, acquireMs: 5_000, statementMs: 8_000, idleInTransactionMs: 30_000 };

/**
 * Migrations, seeding and the bulk scripts, whose statements may legitimately run for minutes:
 * only connecting is bounded (knex's own acquire timeout, 60 s, is kept).
 */
export const BATCH_TIMEOUTS: DbTimeouts = { connectMs: 10_000, acquireMs: 60_000, statementMs: 0, idleInTransactionMs: 0 };

/** The client's wait for an answer, past the server's statement_timeout (whose error then wins). */
const CLIENT_GRACE_MS = 1_000;

/** pg's client settings for `timeouts` (statement_timeout is sent with the connection's start-up, no extra round trip). */
type TimeoutSettings = Pick<
  pg.ClientConfig,
  'connectionTimeoutMillis' | 'statement_timeout' | 'query_timeout' | 'idle_in_transaction_session_timeout' | 'keepAlive' | 'keepAliveInitialDelayMillis'
>;

function clientSettings(t: DbTimeouts): TimeoutSettings {
  return {
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs || false,
    query_timeout: t.statementMs ? t.statementMs + CLIENT_GRACE_MS : undefined,
    idle_in_transaction_session_timeout: t.idleInTransactionMs || undefined,
    // A peer gone for good (not merely slow) is noticed on idle connections too, such as the chat bus's LISTEN.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/**
 * A connection whose last query timed out on the client (pg's query_timeout) still has that
 * query in flight: any later query would queue behind it. The pool discards it instead (pg's
 * end() then closes its socket at once). pg keeps the query in flight in a private field.
 */
const hasQueryInFlight = (connection: unknown) => (connection as { _activeQuery?: unknown })._activeQuery != null;

/**
 * Repositories write camelCase identifiers and read camelCase rows; the database keeps
 * snake_case. Raw SQL is passed through untouched. The API passes REQUEST_TIMEOUTS; the default,
 * BATCH_TIMEOUTS, suits migrations, seeding and scripts.
 */
export function createDb(connectionString: string, poolMax = 10, timeouts: DbTimeouts = BATCH_TIMEOUTS): Db {
  return knexFactory({
    client: 'pg',
    connection: { connectionString, ...clientSettings(timeouts) },
    pool: { min: 0, max: poolMax, validate: (connection: unknown) => !hasQueryInFlight(connection) },
    acquireConnectionTimeout: timeouts.acquireMs,
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

/**
 * The raw pool (sessions, rate limits, the chat bus's LISTEN connection) with the same bounds:
 * waiting for a client, connecting included, fails after connectMs; a client released with an
 * error (a timed-out or broken one) is discarded by pg's pool. A LISTEN connection runs no
 * statement while it waits, so statement_timeout never ends it. Add an 'error' listener: an idle
 * client whose server went away is reported there.
 */
export function createPool(connectionString: string, max: number, timeouts: DbTimeouts = REQUEST_TIMEOUTS): pg.Pool {
  return new pg.Pool({ connectionString, max, ...clientSettings(timeouts) });
}

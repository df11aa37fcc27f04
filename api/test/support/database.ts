import pg from 'pg';

/** The PostgreSQL server the tests use: DATABASE_URL, else the local one on 127.0.0.1:5432. */
export const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlFor(database: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections have gone. pg's pools count a client as gone when
 * they send it Terminate, before the server has ended it; a forced drop in that moment kills the
 * backend, whose FATAL then reaches a client nobody listens to any more (an uncaught error that
 * fails the run). So wait (briefly) for the server to see them leave, and force only stragglers.
 */
export async function dropTestDatabase(database: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await adminQuery('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}

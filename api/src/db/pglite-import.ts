import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrationSource } from '../../../migrations/index.js';
import type { Db } from './knex.js';

/**
 * Earlier versions kept the embedded database in PGlite (`DATA_DIR/pg`). A new embedded server
 * takes its data over once: its schema is brought to the PGlite database's migration, every
 * table is copied, and the PGlite folder is kept aside (renamed), never deleted.
 */
export const legacyDir = (dataDir: string) => path.join(dataDir, 'pg');

export const hasLegacyData = (dataDir: string) => existsSync(path.join(legacyDir(dataDir), 'PG_VERSION'));

const BATCH = 2000;
/** Transient rows the new server rebuilds on its own. */
const SKIPPED = new Set(['knex_migrations', 'knex_migrations_lock', 'rate_limits']);

interface Legacy {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

async function openLegacy(dir: string): Promise<Legacy> {
  // Loaded only here: the WebAssembly engine is not needed for anything else.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(dir, { extensions: { pg_trgm } });
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs the migrations the PGlite database has, one by one, so both schemas are the same. */
async function migrateTo(db: Db, applied: string[]) {
  const known = await migrationSource.getMigrations([]);
  if (applied.some((name, i) => known[i] !== name)) {
    throw new Error(`its migrations (${applied.join(', ')}) are not this version's`);
  }
  for (let i = 0; i < applied.length; i++) await db.migrate.up({ migrationSource });
}

export async function importLegacyData(dataDir: string, db: Db, log: (msg: string) => void) {
  const dir = legacyDir(dataDir);
  const old = await openLegacy(dir);
  const counts: Record<string, number> = {};
  try {
    const applied = (await old.query<{ name: string }>('SELECT name FROM knex_migrations ORDER BY id').catch(() => ({ rows: [] }))).rows.map((r) => r.name);
    await migrateTo(db, applied);
    const tables = (
      await db.raw<{ rows: { tableName: string }[] }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
      )
    ).rows
      .map((r) => r.tableName)
      .filter((t) => !SKIPPED.has(t));

    await db.transaction(async (trx) => {
      // Rows arrive in any order: foreign keys and triggers are the old database's business, already done.
      await trx.raw('SET LOCAL session_replication_role = replica');
      for (const table of tables) {
        const columns = (
          await trx.raw<{ rows: { columnName: string }[] }>(
            "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ? AND is_generated = 'NEVER' ORDER BY ordinal_position",
            [table],
          )
        ).rows.map((r) => ident(r.columnName));
        const list = columns.join(', ');
        await trx.raw(`DELETE FROM ${ident(table)}`);
        counts[table] = 0;
        for (let offset = 0; ; offset += BATCH) {
          const { rows } = await old.query<{ batch: string | null }>(
            `SELECT json_agg(t)::text AS batch FROM (SELECT ${list} FROM ${ident(table)} ORDER BY ctid LIMIT ${BATCH} OFFSET ${offset}) t`,
          );
          const batch = rows[0]?.batch;
          if (!batch) break;
          const result = await trx.raw(
            `INSERT INTO ${ident(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${ident(table)}, ?::json)`,
            [batch],
          );
          counts[table] += (result as { rowCount: number }).rowCount;
        }
      }
      // Serial columns continue after the copied rows.
      const serials = (
        await trx.raw<{ rows: { tableName: string; columnName: string }[] }>(
          "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')",
        )
      ).rows.filter((r) => !SKIPPED.has(r.tableName));
      for (const { tableName, columnName } of serials) {
        await trx.raw(
          `SELECT setval(pg_get_serial_sequence(?, ?), coalesce(max(${ident(columnName)}), 0) + 1, false) FROM ${ident(tableName)}`,
          [tableName, columnName],
        );
      }
    });
  } finally {
    await old.close();
  }
  const kept = `${dir}-pglite-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await fs.rename(dir, kept);
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  log(`Moved ${rows} rows from the old embedded database (PGlite) into embedded PostgreSQL; the old files are kept in ${kept} (delete them once you are happy).`);
  return counts;
}

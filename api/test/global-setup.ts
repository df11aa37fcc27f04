import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/knex.js';
import { migrateLatest, seed } from '../src/db/migrate.js';
import { adminQuery, serverUrl, urlFor } from './support/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy
 * (CREATE DATABASE ... TEMPLATE), so files run in parallel and never see each other's data.
 */
export default async function setup(project: TestProject) {
  const template = `thriftz_test_tpl_${process.pid}`;
  try {
    await adminQuery(`DROP DATABASE IF EXISTS ${template}`);
    await adminQuery(`CREATE DATABASE ${template}`);
  } catch (err) {
    throw new Error(
      `API tests need PostgreSQL at ${serverUrl} (set DATABASE_URL to use another server). ` +
        `Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n${String(err)}`,
    );
  }
  const db = createDb(urlFor(template), 2);
  await migrateLatest(db);
  await seed(db, { demo: false });
  await db.destroy();
  project.provide('templateDatabase', template);

  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}

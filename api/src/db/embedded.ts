import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  close(): Promise<void>;
}

/**
 * PostgreSQL for a bare machine: PGlite kept in `dir`, served over a local socket so the rest of
 * the API talks to it through the same pg driver as to a real server.
 */
export async function startEmbeddedPostgres(dir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  await fs.mkdir(dir, { recursive: true });
  const db = await PGlite.create(dir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres?sslmode=disable`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

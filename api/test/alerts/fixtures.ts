// Notifications for the alerts tests: through the producers' own entry point (notify), or rows
// with chosen times straight in the table.
import { randomUUID } from 'node:crypto';
import { notify, type AlertInput } from '../../src/modules/alerts/index.js';
import type { Db } from '../support/test-app.js';

/** One alert through notify, in a transaction of its own; answers whether it was new. */
export const sendAlert = (db: Db, userId: string, input: Partial<AlertInput> = {}) =>
  db.transaction((trx) =>
    notify(trx, {
      userId,
      kind: 'order',
      title: 'Order shipped',
      body: 'Your order is on its way.',
      link: '/order-confirmation?order=ORD-20261201-000001',
      dedupeKey: randomUUID(),
      ...input,
    }),
  );

/**
 * `n` alerts of the student straight in the table, the first the newest, one second apart (the
 * same time for all with `sameTime`, so only their ids order them); answers their ids newest first.
 */
export async function insertAlerts(db: Db, userId: string, n: number, { sameTime = false, unread = true } = {}): Promise<string[]> {
  const now = Date.now();
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    kind: 'moderation',
    title: `Alert ${i}`,
    body: `Body ${i}`,
    link: null,
    dedupeKey: randomUUID(),
    createdAt: new Date(sameTime ? now - 60_000 : now - i * 1000),
    readAt: unread ? null : new Date(now),
  }));
  await db('alerts').insert(rows);
  const stored: { id: string }[] = await db('alerts')
    .where({ userId })
    .whereIn('dedupeKey', rows.map((r) => r.dedupeKey))
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id');
  return stored.map((r) => r.id);
}

export const alertsOf = (db: Db, userId: string) => db('alerts').where({ userId }).orderBy('createdAt') as Promise<{ id: string; kind: string; title: string; body: string; link: string | null; dedupeKey: string; readAt: Date | null }[]>;

// The alerts table: the alerts module alone writes it (producers go through notify in index.ts).
import type { Db } from '../../db/knex.js';

export type AlertKind = 'offer' | 'message' | 'saved-search' | 'order' | 'moderation' | 'refund' | 'review';

export interface AlertRow {
  id: string;
  kind: AlertKind;
  title: string;
  body: string;
  link: string | null;
  createdAt: Date;
  readAt: Date | null;
  /** created_at in microseconds since the epoch: the cursor's exact position (a Date keeps milliseconds only). */
  createdMicros: number;
}

export interface NewAlert {
  userId: string;
  kind: AlertKind;
  title: string;
  body: string;
  link: string | null;
  dedupeKey: string;
}

/** Where a page ends: the last row's created_at (in microseconds) and id. */
export interface Position {
  micros: number;
  id: string;
}

const COLUMNS = ['id', 'kind', 'title', 'body', 'link', 'createdAt', 'readAt'];
const MICROS = '(extract(epoch FROM created_at) * 1000000)::bigint AS created_micros';

/** The alerts the students do not have yet (one per student and dedupe key), with their students. */
export async function insertOnce(trx: Db, alerts: NewAlert[]): Promise<(AlertRow & { userId: string })[]> {
  return (await trx('alerts')
    .insert(alerts)
    .onConflict(['userId', 'dedupeKey'])
    .ignore()
    .returning(['userId', ...COLUMNS, trx.raw(MICROS)])) as (AlertRow & { userId: string })[];
}

/** `limit` of the student's alerts, newest first, after `before` (exclusive) when given. */
export function listPage(db: Db, userId: string, before: Position | undefined, limit: number): Promise<AlertRow[]> {
  const query = db('alerts')
    .where({ userId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select([...COLUMNS, db.raw(MICROS)]);
  // A row comparison on the index's own columns: the keyset reads alerts_list_idx from the cursor on.
  if (before) query.whereRaw("(created_at, id) < (timestamptz 'epoch' + ?::float8 * interval '1 microsecond', ?::uuid)", [before.micros, before.id]);
  return query as Promise<AlertRow[]>;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = (await db('alerts').where({ userId }).whereNull('readAt').count({ n: '*' })) as { n: number }[];
  return Number(row?.n ?? 0);
}

/**
 * Marks the student's alert read, keeping the first read time (a concurrent mark re-checks
 * read_at on the row it waited for, so it never moves it); answers whether the student has such
 * an alert, read before or now.
 */
export async function markRead(db: Db, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.raw<{ rows: { found: boolean }[] }>(
    `WITH marked AS (UPDATE alerts SET read_at = now() WHERE id = ? AND user_id = ? AND read_at IS NULL RETURNING id)
     SELECT EXISTS (SELECT 1 FROM marked) OR EXISTS (SELECT 1 FROM alerts WHERE id = ? AND user_id = ?) AS found`,
    [id, userId, id, userId],
  );
  return rows[0]?.found === true;
}

/** Marks every unread alert of the student read; answers how many this call marked. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  return db('alerts').where({ userId }).whereNull('readAt').update({ readAt: db.fn.now() });
}

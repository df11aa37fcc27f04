// The student's side of their notifications: a page of them, the bell's count, marking read.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import { isUuid } from '../../db/uuid.js';
import { decodeCursor, encodeCursor } from './alert-cursor.js';
import * as repo from './alerts.repository.js';

export const ALERT_NOT_FOUND = 'Notification not found.';

export const toAlert = (row: repo.AlertRow): Schemas['Alert'] => ({
  _id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** A page of the student's alerts, newest first, after the cursor `before`, with the unread count. */
export async function listAlerts(db: Db, userId: string, before: string | undefined, limit: number): Promise<Schemas['AlertPage']> {
  const position = before === undefined ? undefined : decodeCursor(before);
  // One more than the page tells whether another page follows, without a count.
  const [rows, unreadCount] = await Promise.all([repo.listPage(db, userId, position, limit + 1), repo.unreadCount(db, userId)]);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toAlert),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.createdMicros, id: last.id }) : null,
    unreadCount,
  };
}

export const unreadCount = async (db: Db, userId: string): Promise<Schemas['AlertCount']> => ({ count: await repo.unreadCount(db, userId) });

/** Idempotent; another student's alert is as unknown as one that does not exist. */
export async function markRead(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.markRead(db, userId, id))) throw notFound(ALERT_NOT_FOUND, 'alert-not-found');
}

export const markAllRead = async (db: Db, userId: string): Promise<Schemas['ReadAllAlertsResult']> => ({ updated: await repo.markAllRead(db, userId) });

// The site_notifications table: camelCase rows in and out, "priority then newest" as one index order.
import type { Db } from '../../db/knex.js';
import { pageWithTotal } from '../../db/paging.js';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';
export type NotificationPriority = 'low' | 'medium' | 'high';
export type PageKind = 'home' | 'other';

export interface NotificationRow {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  isActive: boolean;
  isSticky: boolean;
  showOnHomePage: boolean;
  showOnAllPages: boolean;
  ctaText: string | null;
  ctaLink: string | null;
  imageUrl: string | null;
  backgroundColor: string;
  textColor: string;
  startDate: Date | null;
  endDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The columns a notification is written with; the rest take the table's defaults. */
export type NotificationColumns = Partial<Omit<NotificationRow, 'id' | 'createdAt' | 'updatedAt'>>;

const columns = [
  'id',
  'title',
  'message',
  'type',
  'priority',
  'isActive',
  'isSticky',
  'showOnHomePage',
  'showOnAllPages',
  'ctaText',
  'ctaLink',
  'imageUrl',
  'backgroundColor',
  'textColor',
  'startDate',
  'endDate',
  'createdAt',
  'updatedAt',
] as const;

// priority_rank is generated (high 0, medium 1, low 2) so this order is the indexes' own.
const priorityThenNewest = [
  { column: 'priorityRank', order: 'asc' },
  { column: 'createdAt', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export const listNotifications = (db: Db, page: number, pageSize: number) =>
  pageWithTotal<NotificationRow>(db('siteNotifications').orderBy([...priorityThenNewest]).select(...columns), db('siteNotifications'), page, pageSize);

/** Active ones whose date window holds the present, for a kind of page, priority then newest. */
export function listShowing(db: Db, kind: PageKind, limit: number): Promise<NotificationRow[]> {
  const query = db('siteNotifications')
    .where('isActive', true)
    .where((w) => w.whereNull('startDate').orWhere('startDate', '<=', db.fn.now()))
    .where((w) => w.whereNull('endDate').orWhere('endDate', '>', db.fn.now()));
  if (kind === 'home') query.where((w) => w.where('showOnHomePage', true).orWhere('showOnAllPages', true));
  else query.where('showOnAllPages', true);
  return query
    .orderBy([...priorityThenNewest])
    .limit(limit)
    .select(...columns);
}

export function findNotification(db: Db, id: string, lock = false): Promise<NotificationRow | undefined> {
  const query = db('siteNotifications').where({ id }).first(...columns);
  if (lock) query.forUpdate();
  return query as Promise<NotificationRow | undefined>;
}

export async function insertNotification(db: Db, values: NotificationColumns & { message: string }): Promise<NotificationRow> {
  const [row] = await db('siteNotifications').insert(values).returning([...columns]);
  return row as NotificationRow;
}

export async function updateNotification(db: Db, id: string, values: NotificationColumns): Promise<NotificationRow> {
  const [row] = await db('siteNotifications')
    .where({ id })
    .update({ ...values, updatedAt: db.fn.now() })
    .returning([...columns]);
  return row as NotificationRow;
}

export async function deleteNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db('siteNotifications').where({ id }).delete().returning([...columns]);
  return row as NotificationRow | undefined;
}

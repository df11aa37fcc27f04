// Site notifications' rules: the form's checks (message required, safe links, a sane date
// window), every admin change audited in its transaction, and what the banner may show now.
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { isSiteOrHttpsLink } from '../../http/site-link.js';
import { recordAudit } from '../audit/index.js';
import * as repo from './notifications.repository.js';

type NotificationChange = JsonBody<'updateSiteNotification'>;

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
/** The most notifications the banner rotates through. */
export const SHOWING_LIMIT = 10;

export const notificationMessages = {
  message: 'Message is required',
  endDate: 'End date must be after the start date',
  ctaLink: 'The link must start with https:// or be a path on this site',
  imageUrl: 'The image address must start with https:// or be a path on this site',
};

const invalid = (field: keyof typeof notificationMessages) =>
  badRequest(notificationMessages[field], 'invalid-input', [{ path: `/body/${field}`, message: notificationMessages[field] }]);

const toNotification = (row: repo.NotificationRow): Schemas['SiteNotification'] => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type,
  priority: row.priority,
  isActive: row.isActive,
  isSticky: row.isSticky,
  showOnHomePage: row.showOnHomePage,
  showOnAllPages: row.showOnAllPages,
  ctaText: row.ctaText,
  ctaLink: row.ctaLink,
  imageUrl: row.imageUrl,
  backgroundColor: row.backgroundColor,
  textColor: row.textColor,
  startDate: row.startDate?.toISOString() ?? null,
  endDate: row.endDate?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Optional text as stored: trimmed, empty as null. */
const optionalText = (value: string | null | undefined) => (value === undefined || value === null ? value : value.trim() || null);

function checkedLink(field: 'ctaLink' | 'imageUrl', value: string | null | undefined) {
  const link = optionalText(value);
  if (link && !isSiteOrHttpsLink(link)) throw invalid(field);
  return link;
}

const dateOf = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));

/** The form's fields as columns, checked; undefined means "keep". Colours are stored upper-case. */
function checkedColumns(change: NotificationChange): repo.NotificationColumns {
  const columns: repo.NotificationColumns = {
    title: change.title?.trim(),
    type: change.type,
    priority: change.priority,
    isActive: change.isActive,
    isSticky: change.isSticky,
    showOnHomePage: change.showOnHomePage,
    showOnAllPages: change.showOnAllPages,
    ctaText: optionalText(change.ctaText),
    ctaLink: checkedLink('ctaLink', change.ctaLink),
    imageUrl: checkedLink('imageUrl', change.imageUrl),
    backgroundColor: change.backgroundColor?.toUpperCase(),
    textColor: change.textColor?.toUpperCase(),
    startDate: dateOf(change.startDate),
    endDate: dateOf(change.endDate),
  };
  if (change.message !== undefined) {
    columns.message = change.message.trim();
    if (!columns.message) throw invalid('message');
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

function checkWindow(startDate: Date | null | undefined, endDate: Date | null | undefined) {
  if (startDate && endDate && endDate <= startDate) throw invalid('endDate');
}

/** How the activity feed names a notification: its title, else the start of its message. */
function label(row: repo.NotificationRow): string {
  const text = row.title || row.message;
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

const audit = (trx: Db, actor: SessionUser, action: string, row: repo.NotificationRow, summary: string) =>
  recordAudit(trx, { kind: 'admin', user: actor }, { action, targetType: 'site-notification', targetId: row.id, summary });

export async function listNotifications(db: Db, page: number, pageSize: number) {
  const { items, total } = await repo.listNotifications(db, page, pageSize);
  return { items: items.map(toNotification), total, page, pageSize };
}

export async function listActiveNotifications(db: Db, kind: repo.PageKind) {
  return (await repo.listShowing(db, kind, SHOWING_LIMIT)).map(toNotification);
}

export async function getNotification(db: Db, id: string) {
  const row = await repo.findNotification(db, id);
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

export async function createNotification(db: Db, actor: SessionUser, input: JsonBody<'createSiteNotification'>) {
  const columns = checkedColumns(input);
  checkWindow(columns.startDate, columns.endDate);
  return db.transaction(async (trx) => {
    const row = await repo.insertNotification(trx, columns as repo.NotificationColumns & { message: string });
    await audit(trx, actor, 'notification.create', row, `Created the notification ${label(row)}`);
    return toNotification(row);
  });
}

/** What an edit did, in the feed's words: a lone isActive flip reads as (de)activation. */
function describeChange(before: repo.NotificationRow, after: repo.NotificationRow, columns: repo.NotificationColumns) {
  const onlyActivation = Object.keys(columns).every((key) => key === 'isActive');
  if (onlyActivation && before.isActive !== after.isActive) {
    return after.isActive
      ? { action: 'notification.activate', summary: `Activated the notification ${label(after)}` }
      : { action: 'notification.deactivate', summary: `Deactivated the notification ${label(after)}` };
  }
  return { action: 'notification.update', summary: `Edited the notification ${label(after)}` };
}

/** An edit: the date window is checked against the kept dates, with the row locked. */
export async function updateNotification(db: Db, actor: SessionUser, id: string, change: NotificationChange) {
  const columns = checkedColumns(change);
  return db.transaction(async (trx) => {
    const before = await repo.findNotification(trx, id, true);
    if (!before) throw notFound(NOTIFICATION_NOT_FOUND);
    checkWindow(
      columns.startDate === undefined ? before.startDate : columns.startDate,
      columns.endDate === undefined ? before.endDate : columns.endDate,
    );
    const after = await repo.updateNotification(trx, id, columns);
    const { action, summary } = describeChange(before, after, columns);
    await audit(trx, actor, action, after, summary);
    return toNotification(after);
  });
}

export async function deleteNotification(db: Db, actor: SessionUser, id: string) {
  await db.transaction(async (trx) => {
    const row = await repo.deleteNotification(trx, id);
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    await audit(trx, actor, 'notification.delete', row, `Deleted the notification ${label(row)}`);
  });
}

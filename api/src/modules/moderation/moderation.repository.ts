// The moderation module's reads of reports (filed and closed through the reports module) with the
// reported things, and its own table: user suspensions.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import type { ReportResolution } from '../reports/index.js';
import { dropCachedOnCommit } from '../../db/cache-bus.js';
import { SESSION_READ_TOPICS } from '../../http/session.js';

export type ReportItemType = 'listing' | 'request' | 'user' | 'review';
export type ReportStatusFilter = 'open' | 'resolved' | 'dismissed' | 'all';
export type Resolution = ReportResolution;

export interface ReportRow {
  id: string;
  itemType: ReportItemType;
  itemId: string;
  reason: string;
  description: string;
  status: 'new' | 'reviewing' | 'resolved' | 'dismissed';
  contactEmail: string | null;
  createdAt: Date;
  resolution: Resolution | null;
  resolutionNote: string | null;
  resolvedByName: string | null;
  resolvedAt: Date | null;
  reporterId: string | null;
  reporterName: string | null;
  reporterEmail: string | null;
  targetExists: boolean;
  targetTitle: string | null;
  targetSlug: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerIsAdmin: boolean | null;
  hiddenReason: string | null;
  ownerSuspendedUntil: Date | null;
  /** A reported review's page: the profile or store page that shows it. */
  reviewPage: string | null;
}

/** A user's running suspension (unlifted, unexpired); at most one per user. */
export const RUNNING = 'us.lifted_at IS NULL AND us.ends_at > now()';

const OPEN = "r.status IN ('new', 'reviewing')";

/**
 * Reports with the reported thing as it is now and its owner (the listing's seller, the request's
 * author or the reported person): one query, whatever the page holds.
 */
function reportsWithTargets(db: Db) {
  return db('reports as r')
    .leftJoin('users as ru', 'ru.id', 'r.reporterId')
    .leftJoin('listings as l', (j) => j.on('l.id', 'r.itemId').andOnVal('r.itemType', 'listing'))
    .leftJoin('requests as q', (j) => j.on('q.id', 'r.itemId').andOnVal('r.itemType', 'request'))
    .leftJoin('users as tu', (j) => j.on('tu.id', 'r.itemId').andOnVal('r.itemType', 'user'))
    // A review's owner is its writer (a store's review has no student to suspend).
    .leftJoin('reviews as rv', (j) => j.on('rv.id', 'r.itemId').andOnVal('r.itemType', 'review'))
    .joinRaw('LEFT JOIN users ou ON ou.id = COALESCE(l.seller_id, q.requested_by_id, tu.id, rv.reviewer_id)')
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT us.ends_at FROM user_suspensions us WHERE us.user_id = ou.id AND ${RUNNING} ORDER BY us.ends_at DESC LIMIT 1) sus ON true`,
    )
    .select(
      'r.id', 'r.itemType', 'r.itemId', 'r.reason', 'r.description', 'r.status', 'r.contactEmail', 'r.createdAt',
      'r.resolution', 'r.resolutionNote', 'r.resolvedByName', 'r.resolvedAt', 'r.reporterId',
      'ru.fullName as reporterName', 'ru.email as reporterEmail',
      db.raw('(l.id IS NOT NULL OR q.id IS NOT NULL OR tu.id IS NOT NULL OR rv.id IS NOT NULL) AS target_exists'),
      db.raw("COALESCE(l.title, q.title, tu.full_name, rv.rating || '★: ' || left(rv.body, 80)) AS target_title"),
      db.raw('COALESCE(l.slug, q.slug) AS target_slug'),
      'ou.id as ownerId', 'ou.fullName as ownerName', 'ou.email as ownerEmail', 'ou.isAdmin as ownerIsAdmin',
      db.raw('COALESCE(l.hidden_reason, q.hidden_reason, rv.hidden_reason) AS hidden_reason'),
      db.raw("CASE WHEN rv.subject_user_id IS NOT NULL THEN '/users/' || rv.subject_user_id WHEN rv.subject_store_id IS NOT NULL THEN (SELECT '/mini-stores/' || s.slug FROM stores s WHERE s.id = rv.subject_store_id) END AS review_page"),
      'sus.endsAt as ownerSuspendedUntil',
    );
}

function whereFiltered(query: Knex.QueryBuilder, status: ReportStatusFilter, itemType?: ReportItemType) {
  if (status === 'open') query.whereRaw(OPEN);
  else if (status !== 'all') query.where('r.status', status);
  if (itemType) query.where('r.itemType', itemType);
  return query;
}

/** The queue: open first, then oldest first (the reports_queue_idx order). */
export async function listReports(db: Db, status: ReportStatusFilter, itemType: ReportItemType | undefined, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    whereFiltered(reportsWithTargets(db), status, itemType)
      .orderByRaw("(r.status IN ('resolved', 'dismissed')), r.created_at, r.id")
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<ReportRow[]>,
    whereFiltered(db('reports as r'), status, itemType).count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
  ]);
  return { items, total: Number(counted?.n ?? 0) };
}

export const findReport = (db: Db, id: string) => reportsWithTargets(db).where('r.id', id).first() as Promise<ReportRow | undefined>;

/** Locks the report so two admins cannot act on it at once; answers its status. */
export const lockReport = (trx: Db, id: string) =>
  trx('reports').where({ id }).forUpdate().first('status') as Promise<{ status: ReportRow['status'] } | undefined>;

/** The open reports of one item, locked (the item's other reports end with it). */
export const lockOpenReportsOf = (trx: Db, itemType: ReportItemType, itemId: string) =>
  trx('reports').where({ itemType, itemId }).whereIn('status', ['new', 'reviewing']).forUpdate().pluck('id') as Promise<string[]>;

/** Who to tell about each report: the contact address given, else the reporter's account. */
export const reporterAddresses = (trx: Db, ids: string[]) =>
  trx('reports as r')
    .leftJoin('users as u', 'u.id', 'r.reporterId')
    .whereIn('r.id', ids)
    .select('r.id', 'r.reporterId', trx.raw('COALESCE(r.contact_email, u.email) AS address')) as Promise<
    { id: string; reporterId: string | null; address: string | null }[]
  >;

export interface SuspensionRow {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  reason: string;
  startsAt: Date;
  endsAt: Date;
  liftedAt: Date | null;
  liftedByName: string | null;
  createdByName: string;
  reportId: string | null;
  active: boolean;
}

const suspensions = (db: Db) =>
  db('user_suspensions as us')
    .join('users as u', 'u.id', 'us.userId')
    .select(
      'us.id', 'us.userId', 'u.fullName as userName', 'u.email as userEmail', 'us.reason', 'us.startsAt', 'us.endsAt',
      'us.liftedAt', 'us.liftedByName', 'us.createdByName', 'us.reportId', db.raw(`(${RUNNING}) AS active`),
    );

export async function listSuspensions(db: Db, onlyActive: boolean, page: number, pageSize: number) {
  const filtered = <Q extends Knex.QueryBuilder>(q: Q) => (onlyActive ? q.whereRaw(RUNNING) : q);
  const [items, counted] = await Promise.all([
    filtered(suspensions(db))
      .orderBy([{ column: 'us.createdAt', order: 'desc' }, { column: 'us.id', order: 'desc' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<SuspensionRow[]>,
    filtered(db('user_suspensions as us')).count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
  ]);
  return { items, total: Number(counted?.n ?? 0) };
}

export const findSuspension = (db: Db, id: string) => suspensions(db).where('us.id', id).first() as Promise<SuspensionRow | undefined>;

export const lockSuspension = (trx: Db, id: string) =>
  trx('user_suspensions as us').where('us.id', id).forUpdate().first('us.id', trx.raw(`(${RUNNING}) AS active`)) as Promise<
    { id: string; active: boolean } | undefined
  >;

/** Ends the user's running suspensions now (lifted by an admin, or replaced by a new one). */
export async function liftRunning(trx: Db, userId: string, byName: string) {
  await trx('user_suspensions')
    .where({ userId })
    .whereNull('liftedAt')
    .where('endsAt', '>', trx.fn.now())
    .update({ liftedAt: trx.fn.now(), liftedByName: byName });
  dropCachedOnCommit(trx, SESSION_READ_TOPICS.suspensions);
}

export async function liftOne(trx: Db, id: string, byName: string) {
  await trx('user_suspensions').where({ id }).update({ liftedAt: trx.fn.now(), liftedByName: byName });
  dropCachedOnCommit(trx, SESSION_READ_TOPICS.suspensions);
}

export interface NewSuspension {
  userId: string;
  reason: string;
  days: number;
  createdById: string;
  createdByName: string;
  reportId: string;
}

export async function insertSuspension(trx: Db, s: NewSuspension): Promise<{ id: string; endsAt: Date }> {
  const [row] = await trx('user_suspensions')
    .insert({
      userId: s.userId,
      reason: s.reason,
      endsAt: trx.raw('now() + make_interval(days => ?)', [s.days]),
      createdById: s.createdById,
      createdByName: s.createdByName,
      reportId: s.reportId,
    })
    .returning(['id', 'endsAt']);
  dropCachedOnCommit(trx, SESSION_READ_TOPICS.suspensions);
  return row as { id: string; endsAt: Date };
}

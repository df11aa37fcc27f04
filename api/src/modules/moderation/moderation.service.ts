// The moderators' rules: one report at a time is acted on, and everything it changes (the post,
// the suspension, the reports closed, the audit entry, the e-mails in the outbox, the notifications)
// commits together.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import { enqueueEmail, type OutgoingEmail } from '../email/index.js';
import { hideListing } from '../listings/index.js';
import { closeReports } from '../reports/index.js';
import { hideRequest } from '../requests/index.js';
import { hideReview } from '../reviews/index.js';
import { alertPostHidden, alertReporters, alertSuspended, alertSuspensionLifted } from './moderation-alerts.js';
import * as repo from './moderation.repository.js';
import { moderationDate, postHiddenMail, reportOutcomeMail, suspendedMail, suspensionLiftedMail } from './moderation-mail.js';

export const moderationMessages = {
  reportNotFound: 'Report not found.',
  alreadyHandled: 'This report has already been handled.',
  reason: 'Please give a reason.',
  notAPost: 'Only a reported listing, request or review can be hidden.',
  postGone: 'The reported listing no longer exists.',
  userGone: 'The reported user no longer exists.',
  self: 'You cannot suspend yourself.',
  admin: 'An admin cannot be suspended.',
  suspensionNotFound: 'Suspension not found.',
  notRunning: 'This suspension is no longer running.',
};

const person = (id: string | null, fullName: string | null, email: string | null) =>
  id && fullName !== null && email !== null ? { id, fullName, email } : null;

function postUrl(row: repo.ReportRow): string | null {
  if (!row.targetExists) return null;
  if (row.itemType === 'listing') return `/product/${row.itemId}`;
  if (row.itemType === 'request') return `/request/${row.itemId}`;
  if (row.itemType === 'review') return row.reviewPage;
  return null;
}

export const toReport = (row: repo.ReportRow): Schemas['ModerationReport'] => ({
  _id: row.id,
  itemType: row.itemType,
  itemId: row.itemId,
  reason: row.reason,
  description: row.description,
  status: row.status,
  reporter: person(row.reporterId, row.reporterName, row.reporterEmail),
  contactEmail: row.contactEmail,
  target: {
    exists: row.targetExists,
    title: row.targetTitle,
    url: postUrl(row),
    owner: person(row.ownerId, row.ownerName, row.ownerEmail),
    hiddenReason: row.hiddenReason,
    ownerSuspendedUntil: row.ownerSuspendedUntil?.toISOString() ?? null,
  },
  resolution: row.resolution,
  resolutionNote: row.resolutionNote,
  resolvedBy: row.resolvedByName,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const toSuspension = (row: repo.SuspensionRow): Schemas['Suspension'] => ({
  _id: row.id,
  user: { id: row.userId, fullName: row.userName, email: row.userEmail },
  reason: row.reason,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  liftedAt: row.liftedAt?.toISOString() ?? null,
  liftedBy: row.liftedByName,
  createdBy: row.createdByName,
  active: row.active,
  reportId: row.reportId,
});

export async function listReports(db: Db, status: repo.ReportStatusFilter, itemType: repo.ReportItemType | undefined, page: number, pageSize: number) {
  const { items, total } = await repo.listReports(db, status, itemType, page, pageSize);
  return { items: items.map(toReport), total, page, pageSize };
}

export async function listSuspensions(db: Db, status: 'active' | 'all', page: number, pageSize: number) {
  const { items, total } = await repo.listSuspensions(db, status === 'active', page, pageSize);
  return { items: items.map(toSuspension), total, page, pageSize };
}

function requiredReason(value: string, field: string): string {
  const reason = value.trim();
  if (!reason) throw badRequest(moderationMessages.reason, 'invalid-input', [{ path: `/body/${field}`, message: moderationMessages.reason }]);
  return reason;
}

/** The open report, locked, as the admin acts on it (404 unknown, 409 already handled). */
async function openReport(trx: Db, id: string): Promise<repo.ReportRow> {
  const lock = await repo.lockReport(trx, id);
  if (!lock) throw notFound(moderationMessages.reportNotFound);
  if (lock.status === 'resolved' || lock.status === 'dismissed') throw conflict(moderationMessages.alreadyHandled, 'already-handled');
  return (await repo.findReport(trx, id))!;
}

/** Closes the reports and tells each reporter how it ended: by e-mail when there is an address, on the bell when they have an account. */
async function closeAndTell(trx: Db, admin: SessionUser, report: repo.ReportRow, ids: string[], resolution: repo.Resolution, note: string | null) {
  const closed = await closeReports(trx, ids, { resolution, note, adminId: admin.id, adminName: admin.fullName });
  const reporters = await repo.reporterAddresses(trx, closed);
  const mails: OutgoingEmail[] = reporters.flatMap((a) =>
    a.address ? [reportOutcomeMail(a.address, { itemType: report.itemType, title: report.targetTitle, resolution, note })] : [],
  );
  await enqueueEmail(trx, mails);
  await alertReporters(trx, report, reporters, resolution, note);
  return closed.length;
}

const outcome = async (db: Db, id: string, closedReports: number) => ({ report: toReport((await repo.findReport(db, id))!), closedReports });

/** Dismisses this report only: another report of the same item may still be right. */
export async function dismissReport(db: Db, admin: SessionUser, id: string, input: { note?: string }) {
  const note = input.note?.trim() || null;
  const closed = await db.transaction(async (trx) => {
    const report = await openReport(trx, id);
    const n = await closeAndTell(trx, admin, report, [id], 'dismissed', note);
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'report.dismiss',
      targetType: 'report',
      targetId: id,
      summary: `Dismissed a report (${report.reason}) of the ${report.itemType} ${report.targetTitle ? `"${report.targetTitle}"` : report.itemId}`,
    });
    return n;
  });
  return outcome(db, id, closed);
}

/** Hides the reported listing or request; every open report of it is resolved with this one. */
export async function hideReportedPost(db: Db, admin: SessionUser, id: string, input: { reason: string }) {
  const reason = requiredReason(input.reason, 'reason');
  const closed = await db.transaction(async (trx) => {
    const report = await openReport(trx, id);
    if (report.itemType === 'user') throw conflict(moderationMessages.notAPost, 'not-a-post');
    const kind = report.itemType;
    const hide = { listing: hideListing, request: hideRequest, review: hideReview }[kind];
    if (!(await hide(trx, report.itemId, reason))) throw notFound(moderationMessages.postGone);
    const n = await closeAndTell(trx, admin, report, await repo.lockOpenReportsOf(trx, kind, report.itemId), 'hidden', reason);
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: `${kind}.hide`,
      targetType: kind,
      targetId: report.itemId,
      summary: `Hid the ${kind} "${report.targetTitle}": ${reason}`,
    });
    if (report.ownerEmail) await enqueueEmail(trx, [postHiddenMail(report.ownerEmail, { kind, title: report.targetTitle!, reason })]);
    if (report.ownerId) await alertPostHidden(trx, report.ownerId, id, { kind, title: report.targetTitle!, reason });
    return n;
  });
  return outcome(db, id, closed);
}

/**
 * Suspends the reported user (or the reported post's owner) for `days`; a suspension already
 * running is replaced. Every open report of the same item is resolved with this one.
 */
export async function suspendReportedUser(db: Db, admin: SessionUser, id: string, input: { reason: string; days: number }) {
  const reason = requiredReason(input.reason, 'reason');
  const closed = await db.transaction(async (trx) => {
    const report = await openReport(trx, id);
    if (!report.ownerId) throw notFound(report.itemType === 'user' ? moderationMessages.userGone : moderationMessages.postGone);
    if (report.ownerId === admin.id) throw conflict(moderationMessages.self, 'self');
    if (report.ownerIsAdmin) throw conflict(moderationMessages.admin, 'admin');
    await repo.liftRunning(trx, report.ownerId, admin.fullName);
    const suspension = await repo.insertSuspension(trx, {
      userId: report.ownerId,
      reason,
      days: input.days,
      createdById: admin.id,
      createdByName: admin.fullName,
      reportId: id,
    });
    const n = await closeAndTell(trx, admin, report, await repo.lockOpenReportsOf(trx, report.itemType, report.itemId), 'suspended', reason);
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'user.suspend',
      targetType: 'user',
      targetId: report.ownerId,
      summary: `Suspended ${report.ownerName} for ${input.days} day${input.days === 1 ? '' : 's'} (until ${moderationDate(suspension.endsAt)}): ${reason}`,
    });
    await enqueueEmail(trx, [suspendedMail(report.ownerEmail!, { name: report.ownerName!, reason, until: suspension.endsAt })]);
    await alertSuspended(trx, report.ownerId, { ...suspension, reason });
    return n;
  });
  return outcome(db, id, closed);
}

export async function liftSuspension(db: Db, admin: SessionUser, id: string) {
  await db.transaction(async (trx) => {
    const lock = await repo.lockSuspension(trx, id);
    if (!lock) throw notFound(moderationMessages.suspensionNotFound);
    if (!lock.active) throw conflict(moderationMessages.notRunning, 'not-running');
    await repo.liftOne(trx, id, admin.fullName);
    const s = (await repo.findSuspension(trx, id))!;
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'user.unsuspend',
      targetType: 'user',
      targetId: s.userId,
      summary: `Lifted the suspension of ${s.userName}`,
    });
    await enqueueEmail(trx, [suspensionLiftedMail(s.userEmail, s.userName)]);
    await alertSuspensionLifted(trx, s.userId, id);
  });
  return toSuspension((await repo.findSuspension(db, id))!);
}

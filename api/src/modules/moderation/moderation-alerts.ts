// What moderation puts on people's bells, beside the e-mails (moderation-mail.ts) and in the same
// transaction: the reporter learns the outcome, the owner that their post was hidden, a student
// that they are suspended or free again. Each once per report or suspension.
import type { Db } from '../../db/knex.js';
import { notify } from '../alerts/index.js';
import { moderationDate, outcomes, reportedThing } from './moderation-mail.js';
import type { ReportRow, Resolution } from './moderation.repository.js';

/** The moderator's words as a sentence: a full stop added unless they end one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Where a reporter may look again: a post still shown after a dismissal; nothing once it is hidden. */
function reportedPage(report: ReportRow, resolution: Resolution): string | null {
  if (resolution !== 'dismissed' || !report.targetExists) return null;
  if (report.itemType === 'listing') return `/product/${report.itemId}`;
  if (report.itemType === 'request') return `/request/${report.itemId}`;
  if (report.itemType === 'review') return report.reviewPage;
  return `/users/${report.itemId}`;
}

/** Each signed-in reporter of the closed reports (a visitor's report has no account to tell). */
export async function alertReporters(
  trx: Db,
  report: ReportRow,
  closed: { id: string; reporterId: string | null }[],
  resolution: Resolution,
  note: string | null,
) {
  const words = reportOutcomeWords(report.itemType, report.targetTitle, resolution, note);
  for (const r of closed) {
    if (!r.reporterId) continue;
    await notify(trx, { userId: r.reporterId, kind: 'moderation', ...words, link: reportedPage(report, resolution), dedupeKey: `report:${r.id}:outcome` });
  }
}

/** What a reporter is told (the demo seed writes the same). */
export function reportOutcomeWords(itemType: ReportRow['itemType'], title: string | null, resolution: Resolution, note: string | null) {
  const noted = resolution === 'dismissed' && note ? ` Note from the moderators: ${note}` : '';
  return {
    title: 'Your report was reviewed',
    body: `Thank you for reporting ${reportedThing(itemType, title)}. The moderators have reviewed it and ${outcomes[resolution]}.${noted}`,
  };
}

/** The owner of a post the moderators hid, acting on report `reportId`. */
export async function alertPostHidden(trx: Db, ownerId: string, reportId: string, f: { kind: 'listing' | 'request' | 'review'; title: string; reason: string }) {
  await notify(trx, {
    userId: ownerId,
    kind: 'moderation',
    title: `Your ${f.kind} was hidden`,
    body: `The moderators have hidden your ${f.kind} "${f.title}" after a report: other students no longer see it. Reason: ${f.reason}`,
    link: { listing: '/manage-listings', request: '/manage-requests', review: null }[f.kind],
    dedupeKey: `report:${reportId}:hidden`,
  });
}

export async function alertSuspended(trx: Db, userId: string, suspension: { id: string; endsAt: Date; reason: string }) {
  await notify(trx, {
    userId,
    kind: 'moderation',
    title: 'Your account is suspended',
    body: `The moderators have suspended your account until ${moderationDate(suspension.endsAt)}. Reason: ${sentence(suspension.reason)} You can still browse, but you cannot post, chat or buy.`,
    link: '/contact',
    dedupeKey: `suspension:${suspension.id}`,
  });
}

export async function alertSuspensionLifted(trx: Db, userId: string, suspensionId: string) {
  await notify(trx, {
    userId,
    kind: 'moderation',
    title: 'Your account is no longer suspended',
    body: 'The moderators have lifted the suspension of your account: you can post, chat and buy again.',
    link: null,
    dedupeKey: `suspension:${suspensionId}:lifted`,
  });
}

// The Contact Forms panel: submissions, their figures and their status, read and changed through
// the contact module (which owns the table).
import type { Db } from '../../db/knex.js';
import type { JsonBody, Schemas } from '../../http/contract.js';
import { notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import { listSubmissions, submissionStats, updateSubmissionStatus, type ContactSubmissionRow, type SubmissionFilter } from '../contact/index.js';

export const SUBMISSION_NOT_FOUND = 'Contact submission not found.';

const toSubmission = (row: ContactSubmissionRow): Schemas['ContactSubmission'] => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  status: row.status,
  priority: row.priority,
  submittedAt: row.submittedAt.toISOString(),
  adminNotes: row.adminNotes,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  repliedBy: row.repliedBy,
});

export async function listContactSubmissions(db: Db, filter: SubmissionFilter, page: number, pageSize: number) {
  const { items, total } = await listSubmissions(db, filter, page, pageSize);
  return { items: items.map(toSubmission), total, page, pageSize };
}

export const getContactStats = (db: Db) => submissionStats(db);

const STATUS_WORDS = { new: 'new', in_progress: 'in progress', replied: 'replied', resolved: 'resolved', closed: 'closed' } as const;

/** The change and its audit entry commit together. */
export async function setContactStatus(db: Db, admin: SessionUser, id: string, change: JsonBody<'updateContactSubmissionStatus'>) {
  const row = await db.transaction(async (trx) => {
    const updated = await updateSubmissionStatus(trx, id, change, admin.fullName);
    if (!updated) throw notFound(SUBMISSION_NOT_FOUND);
    const notes = change.adminNotes !== undefined ? ' (notes updated)' : '';
    await recordAudit(trx, { kind: 'admin', user: admin }, {
      action: 'contact-submission.status',
      targetType: 'contact-submission',
      targetId: id,
      summary: `Set the message from ${updated.name} ("${updated.subject || 'no subject'}") to ${STATUS_WORDS[updated.status]}${notes}`,
    });
    return updated;
  });
  return toSubmission(row);
}

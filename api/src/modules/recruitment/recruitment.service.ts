// The Recruitment panel's rules: the list and figures, the status workflow with its e-mails, and
// deletes; every change is audited in its own transaction.
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { badRequest, conflict, HttpProblem, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import { enqueueEmail } from '../email/index.js';
import { applicationRefusal, FORM_MESSAGES, toInsert, type ApplicationInput } from './recruitment-form.js';
import { receivedMail, statusMail } from './recruitment-mails.js';
import { positionTitle } from './recruitment-positions.js';
import { refusedMove, statusLabel } from './recruitment-workflow.js';
import * as repo from './recruitment.repository.js';

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const NONE_SELECTED = 'No applications selected for deletion';

const toApplication = (row: repo.ApplicationRow): Schemas['RecruitmentApplication'] => ({
  _id: row.id,
  personalInfo: {
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    college: row.college,
    branch: row.branch,
    yearOfStudy: row.yearOfStudy,
    linkedin: row.linkedin,
    github: row.github,
    portfolio: row.portfolio,
  },
  position: row.position as Schemas['RecruitmentPosition'],
  positionTitle: positionTitle(row.position),
  applicationType: row.applicationType,
  status: row.status,
  submittedAt: row.submittedAt.toISOString(),
  statusUpdatedAt: row.statusUpdatedAt?.toISOString() ?? null,
  resumeLink: row.resumeLink,
  motivation: row.motivation,
  experience: row.experience,
  thriftzExplanation: row.thriftzExplanation,
  roleExperience: row.roleExperience,
  futureIdeas: row.futureIdeas,
  priorityRanking: row.priorityRanking,
  fallbackOption: row.fallbackOption,
  spicyQuestions: row.spicyQuestions,
  availability: { hoursPerWeek: row.hoursPerWeek, startDate: row.startDate, duration: row.duration },
  preferences: { workMode: row.workMode, teamLeadPreference: row.teamLeadPreference },
  additionalInfo: row.additionalInfo,
  interviewNotes: row.interviewNotes,
});

const whose = (a: Pick<repo.ApplicationRow, 'fullName' | 'position'>) => `the application of ${a.fullName} (${positionTitle(a.position)})`;

export async function listApplications(db: Db, status: repo.RecruitmentStatus | undefined, page: number, pageSize: number) {
  const { items, total } = await repo.listApplications(db, status, page, pageSize);
  return { success: true as const, applications: items.map(toApplication), total, page, pageSize };
}

export async function getStats(db: Db) {
  return { success: true as const, stats: await repo.applicationStats(db) };
}

/**
 * Moves an application along the workflow (or, sent its current status with notes, saves the
 * notes), with the row locked so two admins cannot both move it from the same stage.
 */
export async function changeStatus(db: Db, admin: SessionUser, id: string, change: { status: repo.RecruitmentStatus; interviewNotes?: string }) {
  const notes = change.interviewNotes?.trim();
  return db.transaction(async (trx) => {
    const current = await repo.findApplication(trx, id, true);
    if (!current) throw notFound(APPLICATION_NOT_FOUND);
    const actor = { kind: 'admin' as const, user: admin };
    if (change.status === current.status) {
      if (notes === undefined) throw conflict(`The application is already ${statusLabel(current.status)}.`, 'same-status');
      await repo.updateApplication(trx, id, { interviewNotes: notes, statusChanged: false });
      await recordAudit(trx, actor, { action: 'recruitment.notes', targetType: 'recruitment-application', targetId: id, summary: `Updated the interview notes on ${whose(current)}` });
    } else {
      const refusal = refusedMove(current.status, change.status);
      if (refusal) throw conflict(refusal, 'invalid-transition');
      await repo.updateApplication(trx, id, { status: change.status, interviewNotes: notes, statusChanged: true });
      await recordAudit(trx, actor, {
        action: 'recruitment.status',
        targetType: 'recruitment-application',
        targetId: id,
        summary: `Set ${whose(current)} to ${statusLabel(change.status)}`,
      });
      const mail = statusMail(current, change.status);
      if (mail) await enqueueEmail(trx, mail);
    }
    return { success: true as const, application: toApplication((await repo.findApplication(trx, id))!) };
  });
}

export async function deleteApplication(db: Db, admin: SessionUser, id: string) {
  await db.transaction(async (trx) => {
    const [gone] = await repo.deleteApplications(trx, [id]);
    if (!gone) throw notFound(APPLICATION_NOT_FOUND);
    await recordAudit(trx, { kind: 'admin', user: admin }, { action: 'recruitment.delete', targetType: 'recruitment-application', targetId: id, summary: `Deleted ${whose(gone)}` });
  });
}

/** Deletes what exists among `ids` and answers for each, so the panel can count the failures. */
export async function deleteApplications(db: Db, admin: SessionUser, ids: string[]) {
  if (ids.length === 0) throw badRequest(NONE_SELECTED, 'none-selected', [{ path: '/body/ids', message: NONE_SELECTED }]);
  const deleted = await db.transaction(async (trx) => {
    const gone = await repo.deleteApplications(trx, ids);
    const entries = gone.map((a) => ({ action: 'recruitment.delete', targetType: 'recruitment-application', targetId: a.id, summary: `Deleted ${whose(a)}` }));
    if (entries.length) await recordAudit(trx, { kind: 'admin', user: admin }, entries);
    return new Set(gone.map((a) => a.id));
  });
  const results = ids.map((id) => (deleted.has(id) ? { id, deleted: true } : { id, deleted: false, error: APPLICATION_NOT_FOUND }));
  return { deleted: deleted.size, failed: ids.length - deleted.size, results };
}

export const ALREADY_APPLIED = 'You have already applied for this position with this email address. We will be in touch about that application.';

/**
 * A visitor's application: the form's checks, then the row and the applicant's receipt in one
 * transaction. One open application per e-mail address and position (a double click, or the
 * same form sent twice, would otherwise give the team two copies to review).
 */
export async function submitApplication(db: Db, input: ApplicationInput) {
  const refused = applicationRefusal(input);
  if (refused) throw new HttpProblem(400, refused.message, 'invalid-application', refused.errors);
  const row = toInsert(input);
  const applicationId = await db.transaction(async (trx) => {
    if (await repo.hasOpenApplication(trx, row.email, row.position)) throw conflict(ALREADY_APPLIED, 'already-applied');
    const id = await repo.insertApplication(trx, row);
    await enqueueEmail(trx, receivedMail(row));
    return id;
  });
  return { success: true as const, message: FORM_MESSAGES.submitted, applicationId };
}

// The recruitment_applications table: the back office's list, figures, status changes and deletes.
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';

export type RecruitmentStatus = 'submitted' | 'under_review' | 'shortlisted' | 'interview_scheduled' | 'selected' | 'rejected' | 'withdrawn';

export interface PriorityRanking {
  family: number;
  love: number;
  friends: number;
  clubs: number;
  thriftz: number;
  extracurriculars: number;
}

export interface SpicyQuestions {
  leadershipStyle: string;
  pressureHandling: string;
  innovationIdea: string;
  teamMotivation: string;
  failureHandling: string;
}

export interface ApplicationRow {
  id: string;
  applicationType: 'intern' | 'team_lead';
  position: string;
  status: RecruitmentStatus;
  fullName: string;
  email: string;
  phone: string;
  college: string;
  branch: string;
  yearOfStudy: '1' | '2' | '3' | '4' | 'graduate';
  linkedin: string | null;
  github: string | null;
  portfolio: string | null;
  resumeLink: string;
  motivation: string;
  experience: string;
  thriftzExplanation: string | null;
  roleExperience: string | null;
  futureIdeas: string | null;
  priorityRanking: PriorityRanking | null;
  fallbackOption: boolean | null;
  spicyQuestions: SpicyQuestions | null;
  hoursPerWeek: number;
  /** yyyy-mm-dd, as stored (read as text so no time zone shifts it). */
  startDate: string;
  duration: '2_months' | '3_6_months' | '6_plus_months' | 'long_term';
  workMode: 'remote' | 'hybrid' | 'on_campus';
  teamLeadPreference: 'product_tech' | 'business_ops' | 'marketing_community' | 'outreach_expansion' | null;
  additionalInfo: string;
  interviewNotes: string;
  submittedAt: Date;
  statusUpdatedAt: Date | null;
}

/** The columns a new application is written with (issue 16's public form; the demo seed). */
type Defaulted = 'status' | 'submittedAt' | 'statusUpdatedAt' | 'interviewNotes';
export type ApplicationInsert = Omit<ApplicationRow, 'id' | Defaulted> & Partial<Pick<ApplicationRow, Defaulted>>;

const columns = (db: Db | Knex.Transaction) => [
  'id',
  'applicationType',
  'position',
  'status',
  'fullName',
  'email',
  'phone',
  'college',
  'branch',
  'yearOfStudy',
  'linkedin',
  'github',
  'portfolio',
  'resumeLink',
  'motivation',
  'experience',
  'thriftzExplanation',
  'roleExperience',
  'futureIdeas',
  'priorityRanking',
  'fallbackOption',
  'spicyQuestions',
  'hoursPerWeek',
  db.raw('start_date::text AS start_date'),
  'duration',
  'workMode',
  'teamLeadPreference',
  'additionalInfo',
  'interviewNotes',
  'submittedAt',
  'statusUpdatedAt',
];

const newestFirst = [
  { column: 'submittedAt', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

function filtered(db: Db, status: RecruitmentStatus | undefined) {
  const query = db('recruitmentApplications');
  if (status) query.where({ status });
  return query;
}

/** One page of applications, newest first, with the total that match. */
export async function listApplications(db: Db, status: RecruitmentStatus | undefined, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    filtered(db, status)
      .orderBy([...newestFirst])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .select(columns(db)) as Promise<ApplicationRow[]>,
    filtered(db, status).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export async function findApplication(db: Db | Knex.Transaction, id: string, lock = false): Promise<ApplicationRow | undefined> {
  const query = db('recruitmentApplications').where({ id }).first(columns(db));
  if (lock) query.forUpdate();
  return query as Promise<ApplicationRow | undefined>;
}

export async function insertApplication(db: Db | Knex.Transaction, row: ApplicationInsert): Promise<string> {
  const [inserted] = await db('recruitmentApplications')
    .insert({
      ...row,
      // jsonb as JSON text, the house rule (pg binds a JS array as a PostgreSQL array).
      priorityRanking: row.priorityRanking ? JSON.stringify(row.priorityRanking) : null,
      spicyQuestions: row.spicyQuestions ? JSON.stringify(row.spicyQuestions) : null,
    })
    .returning('id');
  return (inserted as { id: string }).id;
}

/** Statuses in which an application is still being considered: the same person may not apply twice for one position then. */
export const OPEN_STATUSES: readonly RecruitmentStatus[] = ['submitted', 'under_review', 'shortlisted', 'interview_scheduled'];

/**
 * Whether `email` has an open application for `position`. Takes a transaction lock on the pair
 * first, so two simultaneous submissions of the same form cannot both find none.
 */
export async function hasOpenApplication(trx: Knex.Transaction, email: string, position: string): Promise<boolean> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`recruitment:${email}:${position}`]);
  const found = await trx('recruitmentApplications')
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .andWhere({ position })
    .whereIn('status', OPEN_STATUSES)
    .first('id');
  return found !== undefined;
}

export async function updateApplication(
  db: Db | Knex.Transaction,
  id: string,
  change: { status?: RecruitmentStatus; interviewNotes?: string; statusChanged: boolean },
): Promise<void> {
  const { statusChanged, ...fields } = change;
  await db('recruitmentApplications')
    .where({ id })
    .update({ ...fields, ...(statusChanged ? { statusUpdatedAt: db.fn.now() } : {}), updatedAt: db.fn.now() });
}

/** Deletes the applications that exist among `ids`; answers who they were. */
export function deleteApplications(db: Db | Knex.Transaction, ids: readonly string[]): Promise<Pick<ApplicationRow, 'id' | 'fullName' | 'position'>[]> {
  return db('recruitmentApplications').whereIn('id', ids).delete().returning(['id', 'fullName', 'position']);
}

/** The panel's figures in one pass over the table. */
export async function applicationStats(db: Db) {
  const { rows } = await db.raw<{ rows: { total: number; selected: number; underReview: number; rejected: number }[] }>(`
    SELECT count(*) AS total,
           count(*) FILTER (WHERE status = 'selected') AS selected,
           count(*) FILTER (WHERE status = 'under_review') AS under_review,
           count(*) FILTER (WHERE status = 'rejected') AS rejected
      FROM recruitment_applications`);
  const row = rows[0]!;
  return { total: Number(row.total), selected: Number(row.selected), under_review: Number(row.underReview), rejected: Number(row.rejected) };
}

import type { Db } from '../../db/knex.js';
import { escapeLike } from '../../db/like.js';

export interface NewContactSubmission {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stored for the back office with status `new` and priority `medium`. */
export async function insertSubmission(db: Db, submission: NewContactSubmission): Promise<string> {
  const [row] = await db('contactSubmissions').insert(submission).returning('id');
  return (row as { id: string }).id;
}

export type ContactStatus = 'new' | 'in_progress' | 'replied' | 'resolved' | 'closed';
export type ContactPriority = 'urgent' | 'high' | 'medium' | 'low';

export interface ContactSubmissionRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactStatus;
  priority: ContactPriority;
  submittedAt: Date;
  adminNotes: string;
  repliedAt: Date | null;
  repliedBy: string | null;
}

export interface SubmissionFilter {
  q?: string;
  status?: ContactStatus;
  priority?: ContactPriority;
}

const submissionColumns = [
  'id',
  'name',
  'email',
  'subject',
  'message',
  'status',
  'priority',
  'submittedAt',
  'adminNotes',
  'repliedAt',
  'repliedBy',
] as const;

function filteredSubmissions(db: Db, filter: SubmissionFilter) {
  const query = db('contactSubmissions');
  if (filter.status) query.where('status', filter.status);
  if (filter.priority) query.where('priority', filter.priority);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    query.where((w) => {
      for (const column of ['name', 'email', 'subject', 'message']) w.orWhereILike(column, pattern);
    });
  }
  return query;
}

/** One page of submissions, newest first, with the total that match. */
export async function listSubmissions(db: Db, filter: SubmissionFilter, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    filteredSubmissions(db, filter)
      .orderBy([{ column: 'submittedAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .select(...submissionColumns) as Promise<ContactSubmissionRow[]>,
    filteredSubmissions(db, filter).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export interface SubmissionStats {
  total: number;
  new: number;
  in_progress: number;
  replied: number;
  resolved: number;
  closed: number;
  urgent: number;
  high: number;
}

/** The panel's eight figures in one pass over the table. */
export async function submissionStats(db: Db): Promise<SubmissionStats> {
  // Column names come back camelCased (in_progress as inProgress).
  const { rows } = await db.raw<{ rows: (Omit<Record<keyof SubmissionStats, string>, 'in_progress'> & { inProgress: string })[] }>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE status = 'new') AS new,
            count(*) FILTER (WHERE status = 'in_progress') AS in_progress,
            count(*) FILTER (WHERE status = 'replied') AS replied,
            count(*) FILTER (WHERE status = 'resolved') AS resolved,
            count(*) FILTER (WHERE status = 'closed') AS closed,
            count(*) FILTER (WHERE priority = 'urgent') AS urgent,
            count(*) FILTER (WHERE priority = 'high') AS high
       FROM contact_submissions`,
  );
  const { inProgress, ...counts } = rows[0]!;
  const figures = Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, Number(value)]));
  return { ...figures, in_progress: Number(inProgress) } as SubmissionStats;
}

/**
 * Sets the status (and notes when given). Moving to `replied` from another status stamps
 * repliedAt and repliedBy (the given name, else `replier`); answers the row, or undefined.
 */
export async function updateSubmissionStatus(
  db: Db,
  id: string,
  change: { status: ContactStatus; adminNotes?: string; repliedBy?: string },
  replier: string,
): Promise<ContactSubmissionRow | undefined> {
  const movingToReplied = db.raw(`?::text = 'replied' AND (status <> 'replied' OR replied_at IS NULL)`, [change.status]);
  const [row] = (await db('contactSubmissions')
    .where({ id })
    .update({
      status: change.status,
      ...(change.adminNotes !== undefined && { adminNotes: change.adminNotes }),
      repliedAt: db.raw(`CASE WHEN ? THEN now() ELSE replied_at END`, [movingToReplied]),
      repliedBy:
        change.repliedBy !== undefined
          ? change.repliedBy
          : db.raw(`CASE WHEN ? THEN ? ELSE replied_by END`, [movingToReplied, replier]),
      updatedAt: db.fn.now(),
    })
    .returning([...submissionColumns])) as ContactSubmissionRow[];
  return row;
}

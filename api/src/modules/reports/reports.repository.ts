import type { Db } from '../../db/knex.js';

export interface NewReport {
  itemType: 'listing' | 'request' | 'user' | 'review';
  itemId: string;
  reason: string;
  description: string;
  contactEmail: string | null;
  pageUrl: string | null;
  reporterId: string | null;
}

export async function insertReport(trx: Db, report: NewReport): Promise<{ id: string; createdAt: Date }> {
  const [row] = await trx('reports').insert(report).returning(['id', 'createdAt']);
  return row as { id: string; createdAt: Date };
}

export type ReportResolution = 'dismissed' | 'hidden' | 'suspended';

/** How a moderator closed reports, and who. */
export interface ReportClosing {
  resolution: ReportResolution;
  note: string | null;
  adminId: string;
  adminName: string;
}

/** Closes reports (the given ones, still open) the same way; answers the ids closed. */
export async function closeReports(trx: Db, ids: string[], c: ReportClosing): Promise<string[]> {
  const rows = (await trx('reports')
    .whereIn('id', ids)
    .whereIn('status', ['new', 'reviewing'])
    .update({
      status: c.resolution === 'dismissed' ? 'dismissed' : 'resolved',
      resolution: c.resolution,
      resolutionNote: c.note,
      resolvedById: c.adminId,
      resolvedByName: c.adminName,
      resolvedAt: trx.fn.now(),
      updatedAt: trx.fn.now(),
    })
    .returning('id')) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Who moderates: every admin. */
export const findModeratorAddresses = (trx: Db) =>
  trx('users').where({ isAdmin: true }).orderBy('email').pluck('email') as Promise<string[]>;

import type { Db } from '../../db/knex.js';

export interface NewReport {
  itemType: 'listing' | 'request' | 'user';
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

/** Who moderates: every admin. */
export const findModeratorAddresses = (trx: Db) =>
  trx('users').where({ isAdmin: true }).orderBy('email').pluck('email') as Promise<string[]>;

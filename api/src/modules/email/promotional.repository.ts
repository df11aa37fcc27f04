import type { Db } from '../../db/knex.js';

export interface Recipient {
  id: string;
  email: string;
  fullName: string;
}

/** Users promotional e-mail may reach: a confirmed address, not unsubscribed. */
const reachable = (db: Db) => db('users').where('marketingEmails', true).whereNotNull('emailVerifiedAt');

export async function countUsers(db: Db) {
  const [row] = await db('users').count({ total: '*' });
  const [reach] = await reachable(db).count({ total: '*' });
  return { totalUsers: Number(row?.total ?? 0), subscribers: Number(reach?.total ?? 0) };
}

/** How many users a send to all (or the subscribers) reaches, by the same rule as reachableUsersAfter. */
export async function countReachable(db: Db): Promise<number> {
  const [row] = await reachable(db).count({ total: '*' });
  return Number(row?.total ?? 0);
}

/** How many of these addresses (lower case) belong to reachable users, as reachableUsersByEmail finds them. */
export async function countReachableByEmail(db: Db, emails: string[]): Promise<number> {
  const [row] = await reachable(db).whereRaw('lower(email) = ANY(?::text[])', [emails]).count({ total: '*' });
  return Number(row?.total ?? 0);
}

/** The next `limit` reachable users after `afterId`, by id (one page of a bulk send). */
export const reachableUsersAfter = (db: Db, afterId: string | null, limit: number): Promise<Recipient[]> =>
  reachable(db)
    .modify((q) => {
      if (afterId) q.where('id', '>', afterId);
    })
    .orderBy('id')
    .limit(limit)
    .select('id', 'email', 'fullName');

/** The reachable users among these addresses (lower case), any letter case in the table. */
export const reachableUsersByEmail = (db: Db, emails: string[]): Promise<Recipient[]> =>
  reachable(db).whereRaw('lower(email) = ANY(?::text[])', [emails]).select('id', 'email', 'fullName');

export const userByEmail = (db: Db, email: string) =>
  db('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .first<{ id: string; email: string; fullName: string; marketingEmails: boolean; emailVerifiedAt: Date | null } | undefined>(
      'id',
      'email',
      'fullName',
      'marketingEmails',
      'emailVerifiedAt',
    );

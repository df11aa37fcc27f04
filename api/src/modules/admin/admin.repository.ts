import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { escapeLike } from '../../db/like.js';

export interface AdminUserRow {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  emailVerified: boolean;
  joinedDate: Date;
  planName: string | null;
}

export interface UserFilter {
  q?: string;
  role: 'all' | 'admins' | 'users';
}


function filtered(db: Db, filter: UserFilter) {
  const query = db('users as u');
  if (filter.role === 'admins') query.where('u.isAdmin', true);
  if (filter.role === 'users') query.where('u.isAdmin', false);
  if (filter.q?.trim()) {
    // Matches the trigram index on (full_name || ' ' || email).
    query.whereRaw(`(u.full_name || ' ' || u.email) ILIKE ?`, [`%${escapeLike(filter.q.trim())}%`]);
  }
  return query;
}

/** The row the Users panel shows: the user and the name of the plan in force, if any. */
function selectAdminUser(db: Db, query: Knex.QueryBuilder) {
  return query
    .leftJoin('userSubscriptions as s', function () {
      this.on('s.userId', 'u.id').andOn('s.isCurrent', db.raw('true'));
    })
    .leftJoin('subscriptionPlans as p', function () {
      this.on('p.id', 's.planId').andOn('s.endDate', '>', db.raw('now()')).andOn(db.raw(`s.status IN ('active', 'cancelled')`));
    })
    .select('u.id', 'u.fullName', 'u.email', 'u.isAdmin', 'u.joinedDate', 'p.name as planName')
    .select(db.raw('u.email_verified_at IS NOT NULL AS email_verified'))
    .orderBy([{ column: 'u.joinedDate', order: 'desc' }, { column: 'u.id', order: 'desc' }]) as Promise<AdminUserRow[]>;
}

export async function listUsers(db: Db, filter: UserFilter, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    selectAdminUser(db, filtered(db, filter).limit(pageSize).offset((page - 1) * pageSize)),
    filtered(db, filter).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export const findAdminUsers = (db: Db, ids: string[]) => selectAdminUser(db, db('users as u').whereIn('u.id', ids));

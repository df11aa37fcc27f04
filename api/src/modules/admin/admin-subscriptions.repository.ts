// The Users panel's subscription view: one page of users (their current subscriptions come from
// the subscriptions module, one query for the whole page).
import type { Db } from '../../db/knex.js';
import { pageWithTotal } from '../../db/paging.js';
import { escapeLike } from '../../db/like.js';

export interface SubscriptionUserRow {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  joinedDate: Date;
}

function matching(db: Db, q: string | undefined) {
  const query = db('users as u');
  // Matches the trigram index on (full_name || ' ' || email).
  if (q?.trim()) query.whereRaw(`(u.full_name || ' ' || u.email) ILIKE ?`, [`%${escapeLike(q.trim())}%`]);
  return query;
}

const selectUsers = (query: ReturnType<typeof matching>) => query.select('u.id', 'u.fullName', 'u.email', 'u.isAdmin', 'u.joinedDate');

/** One page of users, newest first, and the total that match. */
export const listSubscriptionUsers = (db: Db, q: string | undefined, page: number, pageSize: number) =>
  pageWithTotal<SubscriptionUserRow>(
    selectUsers(matching(db, q).orderBy([{ column: 'u.joinedDate', order: 'desc' }, { column: 'u.id', order: 'desc' }])),
    matching(db, q),
    page,
    pageSize,
  );

export async function findSubscriptionUser(db: Db, id: string): Promise<SubscriptionUserRow | undefined> {
  const [row] = (await selectUsers(db('users as u').where('u.id', id))) as SubscriptionUserRow[];
  return row;
}

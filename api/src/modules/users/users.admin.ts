// The changes the back office makes to the users table: the admin flag and deleting accounts.
// The users module alone writes users; the admin module calls these through users' index.ts.
import type { Db } from '../../db/knex.js';
import { dropCachedOnCommit } from '../../db/cache-bus.js';
import { SESSION_READ_TOPICS } from '../../http/session.js';

/** The users' rows, locked for the caller's transaction (ids of users that do not exist are left out). */
export const lockUsers = (db: Db, ids: string[]) =>
  db('users').whereIn('id', ids).forUpdate().select('id', 'isAdmin', 'fullName', 'email') as Promise<
    { id: string; isAdmin: boolean; fullName: string; email: string }[]
  >;

export async function setAdminFlag(db: Db, ids: string[], isAdmin: boolean) {
  await db('users').whereIn('id', ids).update({ isAdmin, updatedAt: db.fn.now() });
  dropCachedOnCommit(db, SESSION_READ_TOPICS.users);
}

/** Flips each user's own flag in one statement. */
export async function toggleAdminFlags(db: Db, ids: string[]) {
  await db('users').whereIn('id', ids).update({ isAdmin: db.raw('NOT is_admin'), updatedAt: db.fn.now() });
  dropCachedOnCommit(db, SESSION_READ_TOPICS.users);
}

/** Deletes the accounts (their sessions are ended by auth, see endSessionsOf); answers how many. */
export async function deleteUsers(db: Db, ids: string[]): Promise<number> {
  const deleted = await db('users').whereIn('id', ids).delete();
  dropCachedOnCommit(db, SESSION_READ_TOPICS.users);
  return deleted;
}

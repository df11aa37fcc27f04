// The changes the back office makes to the users table: the admin flag and deleting accounts.
// The users module alone writes users; the admin module calls these through users' index.ts.
import type { Db } from '../../db/knex.js';

/** The users' rows, locked for the caller's transaction (ids of users that do not exist are left out). */
export const lockUsers = (db: Db, ids: string[]) =>
  db('users').whereIn('id', ids).forUpdate().select('id', 'isAdmin', 'fullName', 'email') as Promise<
    { id: string; isAdmin: boolean; fullName: string; email: string }[]
  >;

export const setAdminFlag = (db: Db, ids: string[], isAdmin: boolean) =>
  db('users').whereIn('id', ids).update({ isAdmin, updatedAt: db.fn.now() });

/** Flips each user's own flag in one statement. */
export const toggleAdminFlags = (db: Db, ids: string[]) =>
  db('users').whereIn('id', ids).update({ isAdmin: db.raw('NOT is_admin'), updatedAt: db.fn.now() });

/** Deletes the accounts (their sessions are ended by auth, see endSessionsOf); answers how many. */
export const deleteUsers = (db: Db, ids: string[]): Promise<number> => db('users').whereIn('id', ids).delete();

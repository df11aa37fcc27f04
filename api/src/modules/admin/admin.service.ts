import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { conflict, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { recordAudit } from '../audit/index.js';
import { endSessionsOf } from '../auth/index.js';
import { deleteUsers as deleteAccounts, deletionSummary, lockUsers, setAdminFlag, toggleAdminFlags } from '../users/index.js';
import * as repo from './admin.repository.js';

const toAdminUser = (row: repo.AdminUserRow): Schemas['AdminUser'] => ({
  id: row.id,
  fullName: row.fullName,
  email: row.email,
  isAdmin: row.isAdmin,
  emailVerified: row.emailVerified,
  joinedDate: row.joinedDate.toISOString(),
  planName: row.planName ?? 'Free Plan',
});

export async function listUsers(db: Db, filter: repo.UserFilter, page: number, pageSize: number) {
  const { items, total } = await repo.listUsers(db, filter, page, pageSize);
  return { items: items.map(toAdminUser), total, page, pageSize };
}

/**
 * Locks the users, checks they all exist and that the admin is not taking away their own access
 * (which would leave nobody able to undo it), then applies `change`.
 */
type LockedUser = Awaited<ReturnType<typeof lockUsers>>[number];

async function changeUsers(
  db: Db,
  actor: SessionUser,
  ids: string[],
  selfMessage: string,
  change: (trx: Db, users: LockedUser[]) => Promise<unknown>,
) {
  return db.transaction(async (trx) => {
    const found = await lockUsers(trx, ids);
    if (found.length !== ids.length) throw notFound('User not found.');
    if (ids.includes(actor.id)) throw conflict(selfMessage, 'self-change');
    await change(trx, found);
  });
}

const promotion = (u: LockedUser, isAdmin: boolean) => ({
  action: isAdmin ? 'user.promote' : 'user.demote',
  targetType: 'user',
  targetId: u.id,
  summary: isAdmin ? `Made ${u.fullName} an admin` : `Removed admin access from ${u.fullName}`,
});

export async function setAdmin(db: Db, actor: SessionUser, id: string, isAdmin: boolean) {
  if (id === actor.id && !isAdmin) throw conflict('You cannot remove your own admin access.', 'self-change');
  await db.transaction(async (trx) => {
    const [user] = await lockUsers(trx, [id]);
    if (!user) throw notFound('User not found.');
    if (user.isAdmin === isAdmin) return;
    await setAdminFlag(trx, [id], isAdmin);
    await recordAudit(trx, { kind: 'admin', user: actor }, promotion(user, isAdmin));
  });
  const [row] = await repo.findAdminUsers(db, [id]);
  return toAdminUser(row!);
}

export async function toggleAdmin(db: Db, actor: SessionUser, ids: string[]) {
  await changeUsers(db, actor, ids, 'You cannot remove your own admin access. Unselect yourself and try again.', async (trx, users) => {
    await toggleAdminFlags(trx, ids);
    await recordAudit(trx, { kind: 'admin', user: actor }, users.map((u) => promotion(u, !u.isAdmin)));
  });
  return { items: (await repo.findAdminUsers(db, ids)).map(toAdminUser) };
}

export async function deleteUsers(db: Db, actor: SessionUser, ids: string[]) {
  let deleted = 0;
  await changeUsers(db, actor, ids, 'You cannot delete your own account here. Unselect yourself and try again.', async (trx, users) => {
    // Their sessions end with them.
    await endSessionsOf(trx, ids);
    deleted = await deleteAccounts(trx, ids);
    const entries = users.map((u) => ({ action: 'user.delete', targetType: 'user', targetId: u.id, summary: `Deleted the account of ${u.fullName} (${u.email})` }));
    await recordAudit(trx, { kind: 'admin', user: actor }, entries);
  });
  return { deleted };
}

/** What deleting the users would take with them; every one of them must exist. */
export async function usersDeletionSummary(db: Db, ids: string[]) {
  const summary = await deletionSummary(db, ids);
  if (summary.users !== ids.length) throw notFound('User not found.');
  return summary;
}

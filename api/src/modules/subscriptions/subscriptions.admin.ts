// The back office's Subscriptions panel: every subscription with its user and plan, and an
// admin's status change, kept consistent with which subscription is the user's current one.
import type { Db } from '../../db/knex.js';
import { escapeLike } from '../../db/like.js';
import { conflict, notFound } from '../../http/problem.js';
import type { SubscriptionStatus } from './current-subscription.js';
import { endCurrentSubscription } from './subscriptions.grants.js';

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found.';
export const SUBSCRIPTION_ENDED = 'This subscription has already ended, so it cannot be made active. Give the user a plan from User Management instead.';

export interface UserSubscriptionRow {
  id: string;
  userId: string;
  fullName: string;
  email: string;
  planId: string;
  planName: string;
  planSlug: string;
  status: SubscriptionStatus;
  startDate: Date;
  endDate: Date;
  autoRenew: boolean;
  isCurrent: boolean;
  cancelledAt: Date | null;
  source: 'paid' | 'early_bird' | 'admin';
  createdAt: Date;
}

export interface UserSubscriptionFilter {
  status?: SubscriptionStatus;
  q?: string;
}

const rowColumns = [
  's.id',
  's.userId',
  'u.fullName',
  'u.email',
  's.planId',
  'p.name as planName',
  'p.slug as planSlug',
  's.status',
  's.startDate',
  's.endDate',
  's.autoRenew',
  's.isCurrent',
  's.cancelledAt',
  's.source',
  's.createdAt',
] as const;

const joined = (db: Db) =>
  db('userSubscriptions as s').join('users as u', 'u.id', 's.userId').join('subscriptionPlans as p', 'p.id', 's.planId');

function filtered(db: Db, filter: UserSubscriptionFilter) {
  const query = joined(db);
  if (filter.status) query.where('s.status', filter.status);
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    // The user part matches the trigram index on (full_name || ' ' || email); plans are a handful of rows.
    query.where((w) =>
      w
        .whereRaw(`(u.full_name || ' ' || u.email) ILIKE ?`, [pattern])
        .orWhereILike('p.name', pattern)
        .orWhereILike('p.slug', pattern),
    );
  }
  return query;
}

/** One page of subscriptions, newest first, with the total that match. */
export async function listUserSubscriptions(db: Db, filter: UserSubscriptionFilter, page: number, pageSize: number) {
  const [items, counted] = await Promise.all([
    filtered(db, filter)
      .orderBy([
        { column: 's.createdAt', order: 'desc' },
        { column: 's.id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .select(...rowColumns) as Promise<UserSubscriptionRow[]>,
    filtered(db, filter).count({ total: '*' }),
  ]);
  return { items, total: Number(counted[0]?.total ?? 0) };
}

export function findUserSubscription(db: Db, id: string): Promise<UserSubscriptionRow | undefined> {
  return joined(db).where('s.id', id).first(...rowColumns) as Promise<UserSubscriptionRow | undefined>;
}

/**
 * Sets a subscription's status as an admin chose, inside the caller's transaction, and answers
 * the row before the change (undefined when nothing changed). Which plan a user is on follows
 * from their current subscription (planInForce: active, or cancelled before its end), so:
 *
 * - expired or cancelled on the current subscription: it stops being current, so the user is on
 *   the free plan at once. (Keeping it current would not do for cancelled: a cancelled plan
 *   stays in force until its end date, which is what a student's own cancellation means; and
 *   moving the end date to now would let the expiry job turn the admin's "cancelled" into
 *   "expired" minutes later.) Auto-renew is switched off; cancelledAt is stamped.
 * - active: allowed only while the end date is ahead (an ended one would count as expired at
 *   once). A subscription that is not current becomes current; what was current ends first, as
 *   it does for an admin's plan grant (endCurrentSubscription).
 * - pending: the status only. A current pending subscription stays current but is not in force
 *   (the user is on the free plan until it is made active).
 *
 * The user's row is locked first, as the admin's plan grant does, so two admins changing the
 * same user's subscriptions take turns and at most one subscription is ever current.
 */
export async function setUserSubscriptionStatus(trx: Db, id: string, status: SubscriptionStatus, now = new Date()) {
  const owner = (await trx('userSubscriptions').where({ id }).first('userId')) as { userId: string } | undefined;
  if (!owner) throw notFound(SUBSCRIPTION_NOT_FOUND);
  await trx('users').where({ id: owner.userId }).forUpdate().first('id');
  const before = await trx('userSubscriptions').where({ id }).forUpdate().first<UserSubscriptionRow | undefined>(
    'id',
    'userId',
    'status',
    'isCurrent',
    'endDate',
  );
  if (!before) throw notFound(SUBSCRIPTION_NOT_FOUND);
  if (before.status === status) return undefined;

  if (status === 'active') {
    if (before.endDate <= now) throw conflict(SUBSCRIPTION_ENDED, 'subscription-ended');
    if (!before.isCurrent) await endCurrentSubscription(trx, before.userId, now);
    await trx('userSubscriptions')
      .where({ id })
      .update({ status, isCurrent: true, cancelledAt: null, updatedAt: trx.fn.now() });
  } else if (status === 'expired' || status === 'cancelled') {
    await trx('userSubscriptions')
      .where({ id })
      .update({
        status,
        isCurrent: false,
        autoRenew: false,
        ...(status === 'cancelled' ? { cancelledAt: trx.raw('coalesce(cancelled_at, ?)', [now]) } : {}),
        updatedAt: trx.fn.now(),
      });
  } else {
    await trx('userSubscriptions').where({ id }).update({ status, updatedAt: trx.fn.now() });
  }
  return before;
}

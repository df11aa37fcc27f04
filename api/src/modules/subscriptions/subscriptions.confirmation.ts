// The documented confirmation call: queues the confirmation e-mail of the caller's own current
// subscription if paying for it (or claiming it as an early bird) did not already.
import type { Db } from '../../db/knex.js';
import { conflict, forbidden } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { queueConfirmation } from './subscriptions.grants.js';

export const NOT_OWN_ADDRESS = 'You can only send the subscription confirmation to your own address.';
export const NOTHING_TO_CONFIRM = 'You have no paid subscription to confirm.';

interface ConfirmableRow {
  id: string;
  source: 'paid' | 'early_bird' | 'admin';
  confirmationQueuedAt: Date | null;
  price: string;
}

/**
 * Only a current subscription in force that was bought (source 'paid' with its purchase) or
 * claimed as an early bird is confirmed; one granted by an admin is not (no payment, no mail).
 * The amount shown is the plan's price, which is what the server charged for it. The row is
 * locked, so two calls at once queue one e-mail.
 */
export async function requestSubscriptionConfirmation(db: Db, viewer: SessionUser, customerEmail: string, publicUrl: string) {
  if (customerEmail.trim().toLowerCase() !== viewer.email.toLowerCase()) throw forbidden(NOT_OWN_ADDRESS, 'not-own-address');
  return db.transaction(async (trx) => {
    const sub = await trx('userSubscriptions as s')
      .join('subscriptionPlans as p', 'p.id', 's.planId')
      .where({ 's.userId': viewer.id, 's.isCurrent': true })
      .whereIn('s.status', ['active', 'cancelled'])
      .where('s.endDate', '>', trx.fn.now())
      .where((q) => q.where((paid) => paid.where('s.source', 'paid').whereNotNull('s.purchaseId')).orWhere('s.source', 'early_bird'))
      .forUpdate('s')
      .first<ConfirmableRow | undefined>('s.id', 's.source', 's.confirmationQueuedAt', 'p.price');
    if (!sub) throw conflict(NOTHING_TO_CONFIRM, 'no-paid-subscription');
    if (sub.confirmationQueuedAt) return { success: true, alreadySent: true };
    const early = sub.source === 'early_bird';
    await queueConfirmation(trx, sub.id, early ? 'early_bird' : 'subscribe', early ? 0 : Number(sub.price), publicUrl);
    return { success: true, alreadySent: false };
  });
}

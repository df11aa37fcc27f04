// The subscriptions module's scheduled work: ending plans, renewal reminders, the monthly reset.
// Each function runs inside its job's transaction (see jobs/jobs.ts) and answers how many rows it changed.
import type { Db } from '../../db/knex.js';
import { enqueueEmail, renewalReminderMail } from '../email/index.js';
import { startNewMonthForStale } from '../users/index.js';
import { startOfIndianMonth } from './quota.js';

const REMINDER_DAYS = 3;
const BATCH = 500;

/** Active or cancelled subscriptions past their end date become expired (reads already treat them so). */
export async function expireSubscriptions(trx: Db): Promise<number> {
  return trx('userSubscriptions')
    .whereIn('status', ['active', 'cancelled'])
    .where('endDate', '<=', trx.fn.now())
    // One cancelled when it was not running (a dropped pending plan) never ran out: it stays cancelled.
    .whereRaw("NOT (status = 'cancelled' AND cancelled_at IS NOT NULL AND cancelled_at >= end_date)")
    .update({ status: 'expired', updatedAt: trx.fn.now() });
}

/**
 * One reminder per subscription period, 3 days before the end, to students whose plan is active
 * with auto-renew on (a cancelled one gets none). The mail carries the renewal link; nobody is
 * charged. Stamped in the same transaction as the mail is queued; a renewal clears the stamp.
 */
export async function sendRenewalReminders(trx: Db, publicUrl: string): Promise<number> {
  let sent = 0;
  for (;;) {
    const due: { id: string; email: string; fullName: string; planName: string; endDate: Date }[] = await trx('userSubscriptions as s')
      .join('users as u', 'u.id', 's.userId')
      .join('subscriptionPlans as p', 'p.id', 's.planId')
      .where({ 's.status': 'active', 's.autoRenew': true, 's.isCurrent': true })
      .whereNull('s.reminderSentAt')
      .where('s.endDate', '>', trx.fn.now())
      .where('s.endDate', '<=', trx.raw(`now() + interval '${REMINDER_DAYS} days'`))
      .orderBy('s.endDate')
      .limit(BATCH)
      .select('s.id', 'u.email', 'u.fullName', 'p.name as planName', 's.endDate');
    if (due.length) {
      // One insert for the batch's mails, one update for their stamps.
      await enqueueEmail(
        trx,
        due.map((sub) => renewalReminderMail(sub.email, sub.fullName, sub.planName, sub.endDate, `${publicUrl}/subscription-plans`)),
      );
      await trx('userSubscriptions').whereIn('id', due.map((s) => s.id)).update({ reminderSentAt: trx.fn.now() });
    }
    sent += due.length;
    if (due.length < BATCH) return sent;
  }
}

/**
 * Hourly: the counters of students last reset before this Indian month start from zero, in
 * batches. Consuming a slot also resets lazily, so a late run never lets anyone overspend.
 */
export async function resetStaleMonthlyCounters(trx: Db, now = new Date()): Promise<number> {
  const monthStart = startOfIndianMonth(now);
  let reset = 0;
  for (;;) {
    const updated = await startNewMonthForStale(trx, monthStart, now, BATCH);
    reset += updated;
    if (updated < BATCH) return reset;
  }
}

import type { Logger } from 'pino';
import { pruneRateLimits } from '../http/rate-limits.js';
import { pruneStoreSessions } from '../http/store-session.js';
import { alertUnreadMessages } from '../modules/alerts/index.js';
import { pruneEmailTokens, pruneExpiredSessions } from '../modules/auth/index.js';
import { expireBoosts } from '../modules/boosts/index.js';
import { mailUnreadMessages } from '../modules/chat/index.js';
import { expiryJob } from '../modules/content/index.js';
import { deliverDueEmails, type Mailer } from '../modules/email/index.js';
import { pruneUnattachedImages, type PictureStore } from '../modules/images/index.js';
import { abandonStaleOrders } from '../modules/orders/index.js';
import { expireSubscriptions, resetStaleMonthlyCounters, sendRenewalReminders } from '../modules/subscriptions/index.js';
import type { Job, PoolJob } from './cron-runner.js';

/** Every scheduled job of the API; later modules add theirs here. */
export function allJobs(mailer: Mailer | undefined, logger: Logger, pictures: PictureStore, publicUrl: string): (Job | PoolJob)[] {
  return [
    // On the pool: it claims mails with a lease and holds no transaction while SMTP answers.
    { name: 'deliver-email', schedule: '*/5 * * * * *', onPool: true, run: (db) => deliverDueEmails(db, mailer, logger) },
    { name: 'prune-sessions', schedule: '0 */15 * * * *', run: pruneExpiredSessions },
    { name: 'prune-rate-limits', schedule: '30 */15 * * * *', run: pruneRateLimits },
    { name: 'prune-store-sessions', schedule: '0 25 * * * *', run: pruneStoreSessions },
    { name: 'prune-email-tokens', schedule: '0 0 3 * * *', run: pruneEmailTokens },
    expiryJob,
    { name: 'prune-unattached-images', schedule: '0 20 * * * *', run: (trx) => pruneUnattachedImages(trx, pictures) },
    { name: 'mail-unread-messages', schedule: '15 * * * * *', run: (trx) => mailUnreadMessages(trx, publicUrl) },
    // The bell tells of a message left unread for 30 s, within 15 s more.
    { name: 'alert-unread-messages', schedule: '*/15 * * * * *', run: alertUnreadMessages },
    { name: 'expire-boosts', schedule: '45 * * * * *', run: expireBoosts },
    // Prepaid orders never paid give their stock back (see abandonStaleOrders for the reconciler's part).
    { name: 'abandon-unpaid-orders', schedule: '50 * * * * *', run: abandonStaleOrders },
    { name: 'expire-subscriptions', schedule: '30 */5 * * * *', run: expireSubscriptions },
    { name: 'subscription-reminders', schedule: '0 40 * * * *', run: (trx) => sendRenewalReminders(trx, publicUrl) },
    // Hourly rather than at 00:05 India time on the 1st: a missed run is made up the next hour.
    { name: 'reset-monthly-counters', schedule: '0 5 * * * *', run: (trx) => resetStaleMonthlyCounters(trx) },
  ];
}

import type { Logger } from 'pino';
import { pruneRateLimits } from '../http/rate-limits.js';
import { pruneEmailTokens, pruneExpiredSessions } from '../modules/auth/index.js';
import { mailUnreadMessages } from '../modules/chat/index.js';
import { expiryJob } from '../modules/content/index.js';
import { deliverDueEmails, type Mailer } from '../modules/email/index.js';
import { pruneUnattachedImages } from '../modules/images/index.js';
import type { Job } from './cron-runner.js';

/** Every scheduled job of the API; later modules add theirs here. */
export function allJobs(mailer: Mailer | undefined, logger: Logger, dataDir: string, publicUrl: string): Job[] {
  return [
    { name: 'deliver-email', schedule: '*/5 * * * * *', run: (trx) => deliverDueEmails(trx, mailer, logger) },
    { name: 'prune-sessions', schedule: '0 */15 * * * *', run: pruneExpiredSessions },
    { name: 'prune-rate-limits', schedule: '30 */15 * * * *', run: pruneRateLimits },
    { name: 'prune-email-tokens', schedule: '0 0 3 * * *', run: pruneEmailTokens },
    expiryJob,
    { name: 'prune-unattached-images', schedule: '0 20 * * * *', run: (trx) => pruneUnattachedImages(trx, dataDir) },
    { name: 'mail-unread-messages', schedule: '15 * * * * *', run: (trx) => mailUnreadMessages(trx, publicUrl) },
  ];
}

import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import type { Mailer } from './mailer.js';
import { claimDueEmails, markEmailFailedAttempt, markEmailHeld, markEmailSent } from './outbox.repository.js';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

/**
 * Sends what is due. A failed send is retried with exponential back-off (30 s, 1 min, 2 min ...)
 * and given up after 8 attempts; without a mailer each mail is logged once and held.
 */
export async function deliverDueEmails(trx: Db, mailer: Mailer | undefined, logger: Logger) {
  const due = await claimDueEmails(trx, BATCH);
  let sent = 0;
  for (const mail of due) {
    if (!mailer) {
      logger.info({ to: mail.toAddress, subject: mail.subject, text: mail.textBody }, 'e-mail held in the outbox (no SMTP_URL)');
      await markEmailHeld(trx, mail.id);
      continue;
    }
    try {
      await mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody, unsubscribeUrl: mail.unsubscribeUrl });
      await markEmailSent(trx, mail.id);
      sent += 1;
    } catch (err) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      logger.warn({ err, id: mail.id, attempts, giveUp }, 'e-mail delivery failed');
      await markEmailFailedAttempt(trx, mail.id, attempts, String(err), giveUp, 30 * 2 ** (attempts - 1));
    }
  }
  return { claimed: due.length, sent };
}

import type { Db } from '../../db/knex.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
}

export interface OutboxRow {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  template: string;
  status: 'pending' | 'sent' | 'held' | 'failed';
  attempts: number;
}

/**
 * Call with the transaction that makes the change the e-mail reports, so both land or neither.
 * Several e-mails go in one insert.
 */
export async function enqueueEmail(db: Db, mails: OutgoingEmail | readonly OutgoingEmail[]): Promise<void> {
  const rows = (Array.isArray(mails) ? mails : [mails]).map((mail: OutgoingEmail) => ({
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    template: mail.template,
  }));
  if (rows.length) await db('emailOutbox').insert(rows);
}

/** Claims due rows for the caller's transaction; other workers skip them. */
export const claimDueEmails = (trx: Db, limit: number) =>
  trx<OutboxRow>('emailOutbox')
    .where('status', 'pending')
    .andWhere('nextAttemptAt', '<=', trx.fn.now())
    .orderBy('nextAttemptAt')
    .limit(limit)
    .forUpdate()
    .skipLocked();

export const markEmailSent = (trx: Db, id: string) =>
  trx('emailOutbox').where({ id }).update({ status: 'sent', sentAt: trx.fn.now(), attempts: trx.raw('attempts + 1'), lastError: null });

export const markEmailHeld = (trx: Db, id: string) =>
  trx('emailOutbox').where({ id }).update({ status: 'held' });

export const markEmailFailedAttempt = (trx: Db, id: string, attempts: number, error: string, giveUp: boolean, retryInSeconds: number) =>
  trx('emailOutbox')
    .where({ id })
    .update({
      attempts,
      lastError: error.slice(0, 1000),
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: trx.raw(`now() + make_interval(secs => ?)`, [retryInSeconds]),
    });

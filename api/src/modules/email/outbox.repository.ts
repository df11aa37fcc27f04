import type { Db } from '../../db/knex.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template: string;
  /** Promotional e-mail: the recipient's one-click unsubscribe link (sent as List-Unsubscribe). */
  unsubscribeUrl?: string;
}

export interface OutboxRow {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  template: string;
  status: OutboxStatus;
  attempts: number;
  unsubscribeUrl: string | null;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

/** `skipped`: never to be sent (a mail that may go once went before); `lastError` says why. */
export type OutboxStatus = 'pending' | 'sent' | 'held' | 'failed' | 'skipped';

const rowOf = (mail: OutgoingEmail) => ({
  toAddress: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html ?? null,
  template: mail.template,
  unsubscribeUrl: mail.unsubscribeUrl ?? null,
});

/**
 * Call with the transaction that makes the change the e-mail reports, so both land or neither.
 * Several e-mails go in one insert.
 */
export async function enqueueEmail(db: Db, mails: OutgoingEmail | readonly OutgoingEmail[]): Promise<void> {
  const rows = (Array.isArray(mails) ? mails : [mails]).map(rowOf);
  if (rows.length) await db('emailOutbox').insert(rows);
}

/**
 * As enqueueEmail, for a mail that may go at most once: `onceKey` names it (e.g. an order and its
 * status). When a mail of that key was queued before, in any status, this one is kept as
 * `skipped` with `skipReason`, so the outbox shows why it did not go. The unique index on
 * once_key decides: of two transactions at once, the second waits for the first and skips.
 * Answers whether it queued.
 */
export async function enqueueEmailOnce(db: Db, mail: OutgoingEmail, onceKey: string, skipReason: string): Promise<boolean> {
  const queued = await db('emailOutbox').insert({ ...rowOf(mail), onceKey }).onConflict('onceKey').ignore().returning('id');
  if (queued.length) return true;
  await db('emailOutbox').insert({ ...rowOf(mail), status: 'skipped', lastError: skipReason });
  return false;
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

/** The back office's view: newest first, optionally of one status. */
export async function listOutbox(db: Db, status: OutboxStatus | undefined, page: number, pageSize: number) {
  const filtered = () => db<OutboxRow>('emailOutbox').modify((q) => (status ? q.where('status', status) : q));
  const [items, [count]] = await Promise.all([
    filtered()
      .orderBy([{ column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .select('*'),
    filtered().count({ total: '*' }),
  ]);
  return { items: items as OutboxRow[], total: Number(count?.total ?? 0) };
}

export const findOutboxEmail = (db: Db, id: string) => db<OutboxRow>('emailOutbox').where({ id }).first();

/** A failed or held e-mail back to pending, due now, with its attempts counted afresh; undefined when it is neither. */
export async function requeueEmail(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db('emailOutbox')
    .where({ id })
    .whereIn('status', ['failed', 'held'])
    .update({ status: 'pending', attempts: 0, nextAttemptAt: db.fn.now() })
    .returning('*');
  return row as OutboxRow | undefined;
}

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
  /** While a worker sends it: until when other workers leave it alone (see claimDueEmails). */
  claimedUntil: Date | null;
  claimToken: string | null;
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

// The worker's statements. Each runs on its own (autocommit), never in a transaction held across
// an SMTP conversation: see outbox.worker.ts.

/**
 * Claims up to `limit` due e-mails for `leaseSeconds`, in one statement that commits on its own.
 * Other workers skip a claimed row (row locks: SKIP LOCKED; afterwards: the lease) until its lease
 * runs out, e.g. because its instance died mid-send; then it is claimable again. `token` names
 * this claim: renewEmailClaim and the marks below act only on rows the claim still holds.
 */
export async function claimDueEmails(db: Db, limit: number, leaseSeconds: number, token: string): Promise<OutboxRow[]> {
  const due = db('emailOutbox')
    .select('id')
    .where('status', 'pending')
    .andWhere('nextAttemptAt', '<=', db.fn.now())
    .andWhere((q) => q.whereNull('claimedUntil').orWhere('claimedUntil', '<=', db.fn.now()))
    .orderBy('nextAttemptAt')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = (await db('emailOutbox')
    .whereIn('id', due)
    .update({ claimedUntil: db.raw('now() + make_interval(secs => ?)', [leaseSeconds]), claimToken: token })
    .returning('*')) as OutboxRow[];
  return rows.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
}

/**
 * A fresh lease on one claimed e-mail, taken just before it is sent, so a long batch does not
 * outlive the lease of its last mails. False when the claim no longer holds it (its lease ran out
 * and another worker claimed it, or it is no longer pending): then it must not be sent.
 */
export async function renewEmailClaim(db: Db, id: string, token: string, leaseSeconds: number): Promise<boolean> {
  const renewed = await db('emailOutbox')
    .where({ id, claimToken: token, status: 'pending' })
    .update({ claimedUntil: db.raw('now() + make_interval(secs => ?)', [leaseSeconds]) });
  return renewed === 1;
}

/**
 * Marks a pending e-mail sent and releases its claim; answers 0 when it is no longer pending (a
 * retry of this statement after an earlier try committed but its answer was lost). Idempotent, so
 * the worker may repeat it; whose claim it is does not matter: the mail went.
 */
export const markEmailSent = (db: Db, id: string) =>
  db('emailOutbox')
    .where({ id, status: 'pending' })
    .update({ status: 'sent', sentAt: db.fn.now(), attempts: db.raw('attempts + 1'), lastError: null, claimedUntil: null, claimToken: null });

export const markEmailHeld = (db: Db, id: string, token: string) =>
  db('emailOutbox').where({ id, claimToken: token, status: 'pending' }).update({ status: 'held', claimedUntil: null, claimToken: null });

/**
 * A failed attempt: pending again after `retryInSeconds` counted from now, i.e. from the end of
 * the attempt (this statement runs right after it), or `failed` when the worker gives up.
 */
export const markEmailFailedAttempt = (db: Db, id: string, token: string, attempts: number, error: string, giveUp: boolean, retryInSeconds: number) =>
  db('emailOutbox')
    .where({ id, claimToken: token, status: 'pending' })
    .update({
      attempts,
      lastError: error.slice(0, 1000),
      status: giveUp ? 'failed' : 'pending',
      nextAttemptAt: db.raw(`now() + make_interval(secs => ?)`, [retryInSeconds]),
      claimedUntil: null,
      claimToken: null,
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
    .update({ status: 'pending', attempts: 0, nextAttemptAt: db.fn.now(), claimedUntil: null, claimToken: null })
    .returning('*');
  return row as OutboxRow | undefined;
}

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Db } from '../../db/knex.js';
import { SMTP_SEND_DEADLINE_MS, type Mailer } from './mailer.js';
import { claimDueEmails, markEmailFailedAttempt, markEmailHeld, markEmailSent, renewEmailClaim } from './outbox.repository.js';

const BATCH = 20;
const MAX_ATTEMPTS = 8;

/** Pauses before each further try of a mark: up to 6 tries in all. */
const MARK_RETRY_DELAYS_MS = [100, 250, 500, 1_000, 2_000];
/** One try of a mark: no answer by then counts as a failure (and its connection is not reused). */
const MARK_TRY_TIMEOUT_MS = 5_000;
/** The longest the marking of one mail can take, every try timing out: about 34 s. */
const MARK_BUDGET_MS = MARK_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0) + (MARK_RETRY_DELAYS_MS.length + 1) * MARK_TRY_TIMEOUT_MS;
/**
 * How long a claim keeps other workers off a mail (renewed just before the mail is sent): twice
 * the longest send plus the longest marking, about 3 min. A mail whose instance died mid-send
 * waits that long before another worker sends it.
 */
export const LEASE_SECONDS = Math.ceil((2 * (SMTP_SEND_DEADLINE_MS + MARK_BUDGET_MS)) / 1000);

export interface DeliveryOptions {
  /** How many due mails one round claims (20). */
  batchSize?: number;
}

/**
 * Sends what is due. A failed send is retried with exponential back-off (30 s, 1 min, 2 min ...
 * counted from the end of the attempt) and given up after 8 attempts; without a mailer each mail
 * is logged once and held.
 *
 * No transaction is open while SMTP is talked to. Step by step:
 * 1. claim up to a batch of due mails with a lease (one statement, committed at once; SKIP LOCKED
 *    and the lease keep every other worker, on this instance or another, off them);
 * 2. per mail: renew its lease (skip it if another worker has taken it over), send it with no
 *    transaction open, then mark it sent, or failed for a retry, in a short statement of its own;
 * 3. marking sent is tried again a few times (MARK_RETRY_DELAYS_MS) when the database does not
 *    answer, within the lease, so the row is not claimed again meanwhile; if it still cannot be
 *    marked, that is logged as an error and the round stops.
 *
 * Delivery is at least once, not exactly once. A mail the SMTP server accepted goes a second time
 * when its marking never commits: the database stays unreachable through every try (about 34 s),
 * or the process dies between the server's acceptance and the marking's commit. The row is then
 * still pending under its lease, and once the lease runs out (LEASE_SECONDS) a worker sends it
 * again. The same holds when the server accepts a mail as our timeout or send deadline fires: the
 * attempt counts as failed and is retried. SMTP has no idempotency key, so nothing here closes
 * that window; the retries only make it need a database cut longer than they last.
 * A mail is never sent by two workers at once, unless a single send outlasts its lease, which the
 * send deadline (SMTP_SEND_DEADLINE_MS) rules out short of the process stalling for minutes.
 */
export async function deliverDueEmails(db: Db, mailer: Mailer | undefined, logger: Logger, { batchSize = BATCH }: DeliveryOptions = {}) {
  if (db.isTransaction) {
    throw new Error('deliverDueEmails runs its own short statements and must not hold a transaction over SMTP: give it the pool');
  }
  const token = randomUUID();
  const due = await claimDueEmails(db, batchSize, LEASE_SECONDS, token);
  let sent = 0;
  for (const mail of due) {
    if (!mailer) {
      logger.info({ to: mail.toAddress, subject: mail.subject, text: mail.textBody }, 'e-mail held in the outbox (no SMTP_URL)');
      await markEmailHeld(db, mail.id, token);
      continue;
    }
    if (!(await renewEmailClaim(db, mail.id, token, LEASE_SECONDS))) {
      logger.warn({ id: mail.id }, 'e-mail skipped: its lease ran out and another worker holds it now');
      continue;
    }
    try {
      await mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody, unsubscribeUrl: mail.unsubscribeUrl });
    } catch (err) {
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= MAX_ATTEMPTS;
      logger.warn({ err, id: mail.id, attempts, giveUp }, 'e-mail delivery failed');
      try {
        await withRetries(logger, mail.id, () => markEmailFailedAttempt(db, mail.id, token, attempts, String(err), giveUp, 30 * 2 ** (attempts - 1)));
      } catch (markErr) {
        // Not sent, so nothing goes twice: the mail is tried again when its lease runs out.
        logger.error({ err: markErr, id: mail.id }, 'e-mail delivery failed and the failure could not be recorded');
      }
      continue;
    }
    sent += 1;
    try {
      const { result: marked, tries } = await withRetries(logger, mail.id, () => markEmailSent(db, mail.id));
      // On a later try, 0 means an earlier try committed and only its answer was lost.
      if (marked === 0 && tries === 1) logger.warn({ id: mail.id }, 'e-mail sent, but another worker had already settled it');
    } catch (err) {
      logger.error(
        { err, id: mail.id, to: mail.toAddress, subject: mail.subject, resendAfterSeconds: LEASE_SECONDS },
        'E-MAIL SENT BUT NOT MARKED SENT: the database did not answer; it will be sent again when its lease runs out. Stopping this round.',
      );
      // Sending more now would only add to what goes twice; the rest waits for its lease.
      break;
    }
  }
  return { claimed: due.length, sent };
}

/**
 * Runs `mark` until it answers, each try bounded by MARK_TRY_TIMEOUT_MS (a dead connection or a
 * pool that cannot connect must not hang it past the lease), pausing MARK_RETRY_DELAYS_MS between
 * tries; rethrows the last error. `mark` must be safe to repeat: a try that timed out may still
 * commit later.
 */
async function withRetries<T>(logger: Logger, id: string, mark: () => { timeout(ms: number): PromiseLike<T> }) {
  for (let tries = 1; ; tries += 1) {
    try {
      return { result: await within(mark().timeout(MARK_TRY_TIMEOUT_MS), MARK_TRY_TIMEOUT_MS), tries };
    } catch (err) {
      const pause = MARK_RETRY_DELAYS_MS[tries - 1];
      if (pause === undefined) throw err;
      logger.warn({ err, id, tries }, 'e-mail outbox: marking failed; trying again');
      await sleep(pause);
    }
  }
}

async function within<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  const running = Promise.resolve(work);
  running.catch(() => undefined); // an abandoned try that fails later is no unhandled rejection
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([running, late]);
  } finally {
    clearTimeout(timer);
  }
}

import type { Db } from '../../db/knex.js';
import { conflict, forbidden } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { markWelcomeQueued } from '../users/index.js';
import { enqueueEmail } from './outbox.repository.js';
import { welcomeMail } from './templates.js';

/**
 * Queues the welcome e-mail unless it was queued before; the flag and the mail are written in
 * the caller's transaction. Answers whether it queued.
 */
export async function queueWelcomeOnce(trx: Db, userId: string, publicUrl: string): Promise<boolean> {
  const user = await markWelcomeQueued(trx, userId);
  if (!user) return false;
  await enqueueEmail(trx, welcomeMail(user.email, user.fullName, `${publicUrl}/`));
  return true;
}

/** The documented call: only for the caller's own address, and only once. */
export async function requestWelcomeEmail(db: Db, viewer: SessionUser, email: string, publicUrl: string) {
  if (email.toLowerCase() !== viewer.email.toLowerCase()) {
    throw forbidden('You can only send the welcome e-mail to your own address.', 'not-own-address');
  }
  const queued = await db.transaction((trx) => queueWelcomeOnce(trx, viewer.id, publicUrl));
  if (!queued) throw conflict('The welcome e-mail has already been sent.', 'already-sent');
  return { success: true };
}

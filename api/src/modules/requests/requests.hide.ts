// A moderator's decision on a request, written by this module (the one writer of requests).
import type { Db } from '../../db/knex.js';

/**
 * The request is hidden from everyone but its author and no longer active (the first hiding's
 * time is kept). False when the request is gone.
 */
export async function hideRequest(trx: Db, id: string, reason: string): Promise<boolean> {
  const hidden = { hiddenAt: trx.raw('COALESCE(hidden_at, now())'), hiddenReason: reason, isActive: false, updatedAt: trx.fn.now() };
  return (await trx('requests').where({ id }).update(hidden)) > 0;
}

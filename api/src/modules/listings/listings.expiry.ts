import type { Db } from '../../db/knex.js';
import { expirePastDue } from '../../posts/index.js';

/** Turns available listings past their expiry unavailable (see expirePastDue); answers how many. */
export const expireDueListings = (db: Db): Promise<number> => expirePastDue(db, 'listings', 'isAvailable');

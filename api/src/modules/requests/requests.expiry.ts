import type { Db } from '../../db/knex.js';
import { expirePastDue } from '../../posts/index.js';

/** Turns active requests past their expiry inactive (see expirePastDue); answers how many. */
export const expireDueRequests = (db: Db): Promise<number> => expirePastDue(db, 'requests', 'isActive');

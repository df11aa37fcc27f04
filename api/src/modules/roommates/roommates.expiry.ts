import type { Db } from '../../db/knex.js';
import { expirePastDue } from '../../posts/index.js';

/** Turns active roommate posts past their expiry inactive (see expirePastDue); answers how many. */
export const expireDueRoommatePosts = (db: Db): Promise<number> => expirePastDue(db, 'roommate_posts', 'isActive');

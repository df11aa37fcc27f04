// The sessions table (connect-pg-simple's) seen from auth: ending a student's sessions everywhere.
import type { Db } from '../../db/knex.js';

/** passport keeps only the user id in the session, at sess.passport.user. */
export async function endSessionsOf(db: Db, userId: string) {
  await db.raw(`DELETE FROM sessions WHERE sess->'passport'->>'user' = ?`, [userId]);
}

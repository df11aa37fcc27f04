// The sessions table (connect-pg-simple's) seen from auth: ending students' sessions everywhere.
// The one place that does; other modules call it through auth's index.ts.
import type { Db } from '../../db/knex.js';
import { revokeTokensOfUsers } from '../tokens/index.js';
import { dropCachedOnCommit } from '../../db/cache-bus.js';
import { SESSION_READ_TOPICS } from '../../http/session.js';

/**
 * passport keeps only the user id in the session, at sess.passport.user. The students' access
 * tokens end with their sessions (tokens module): signed out everywhere means by token too.
 */
export async function endSessionsOf(db: Db, userIds: string | string[]) {
  const ids = typeof userIds === 'string' ? [userIds] : userIds;
  await db.raw(`DELETE FROM sessions WHERE sess->'passport'->>'user' = ANY(?)`, [ids]);
  dropCachedOnCommit(db, SESSION_READ_TOPICS.sessions);
  await revokeTokensOfUsers(db, ids);
}

/** Drops the sessions past their expiry (connect-pg-simple's own pruning is off: a job does it). */
export async function pruneExpiredSessions(db: Db) {
  await db.raw('DELETE FROM sessions WHERE expire < now()');
}

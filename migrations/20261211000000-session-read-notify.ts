import type { Knex } from 'knex';

/**
 * An API instance keeps each session's read (the session row, its student and their running
 * suspension: api/src/http/session.ts) while it listens on the `thriftz_cache` channel. The users
 * table already notifies 'users' on every write (20261210000000-public-read-notify); these
 * triggers tell of the other two tables. Sessions: per changed row, so a log-in (a new row) or a
 * prune that found nothing tells nobody, while a log-out, an ended session or a changed one does;
 * PostgreSQL folds the repeats of one payload within a transaction. Suspensions: every statement.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TRIGGER sessions_session_read
      AFTER UPDATE OR DELETE ON sessions
      FOR EACH ROW EXECUTE FUNCTION notify_cache_change('sessions')
  `);
  await knex.raw(`
    CREATE TRIGGER sessions_session_read_truncate
      AFTER TRUNCATE ON sessions
      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('sessions')
  `);
  await knex.raw(`
    CREATE TRIGGER user_suspensions_session_read
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_suspensions
      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('user-suspensions')
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER user_suspensions_session_read ON user_suspensions');
  await knex.raw('DROP TRIGGER sessions_session_read_truncate ON sessions');
  await knex.raw('DROP TRIGGER sessions_session_read ON sessions');
}

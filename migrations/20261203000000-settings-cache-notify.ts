import type { Knex } from 'knex';

/**
 * Every API instance keeps the live settings in memory (api/src/modules/settings/settings.service.ts)
 * and drops them when the database says they changed: any write of the columns they hold, by any
 * instance (or psql, a seed, a script), notifies the `thriftz_cache` channel with the cache's name,
 * in the writing transaction, so it is delivered at commit (api/src/db/cache-bus.ts listens).
 * Statement-level: one notification per statement, however many rows; PostgreSQL folds repeats of
 * one payload within a transaction. The budget columns the finance module moves are not cached,
 * so their updates notify nobody. Nor does the row's creation (the first read inserts the
 * defaults, and reads it back): no instance can hold a copy from before it, so nothing goes stale,
 * and the first read does not throw away what it has just read. An upsert's update notifies.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('thriftz_cache', TG_ARGV[0]);
      RETURN NULL;
    END $$
  `);
  await knex.raw(`
    CREATE TRIGGER site_settings_cache
      AFTER DELETE OR TRUNCATE OR UPDATE OF site_name, campus_email_domains, boost_price, boost_hours, launch_at ON site_settings
      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('site-settings')
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER site_settings_cache ON site_settings');
  await knex.raw('DROP FUNCTION notify_cache_change()');
}

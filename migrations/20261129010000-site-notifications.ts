import type { Knex } from 'knex';

/**
 * Site notifications: the banner messages admins publish to the student app.
 *
 * - Defaults are the spec's: type info, priority medium, active, not sticky, on the home page
 *   only, #3B82F6 background with white text.
 * - `priority_rank` (high 0, medium 1, low 2) is generated so "priority, then newest" is one
 *   index order for both the admin list and the public read.
 * - A notification shows while `start_date <= now < end_date`; either end may be open (null).
 *   When both are set the end is after the start.
 * - `site_notifications_showing_idx` serves the public read (active ones in priority order);
 *   `site_notifications_order_idx` the admin list.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE site_notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL DEFAULT '' CHECK (length(title) <= 200),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
      type text NOT NULL DEFAULT 'info' CHECK (type IN ('info', 'success', 'warning', 'error')),
      priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
      priority_rank smallint GENERATED ALWAYS AS (CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END) STORED,
      is_active boolean NOT NULL DEFAULT true,
      is_sticky boolean NOT NULL DEFAULT false,
      show_on_home_page boolean NOT NULL DEFAULT true,
      show_on_all_pages boolean NOT NULL DEFAULT false,
      cta_text text CHECK (length(cta_text) <= 60),
      cta_link text CHECK (length(cta_link) <= 2000),
      image_url text CHECK (length(image_url) <= 2000),
      background_color text NOT NULL DEFAULT '#3B82F6' CHECK (background_color ~ '^#[0-9A-Fa-f]{6}$'),
      text_color text NOT NULL DEFAULT '#FFFFFF' CHECK (text_color ~ '^#[0-9A-Fa-f]{6}$'),
      start_date timestamptz,
      end_date timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date)
    )`);
  await knex.raw('CREATE INDEX site_notifications_order_idx ON site_notifications (priority_rank, created_at DESC, id DESC)');
  await knex.raw(
    'CREATE INDEX site_notifications_showing_idx ON site_notifications (priority_rank, created_at DESC, id DESC) INCLUDE (start_date, end_date, show_on_home_page, show_on_all_pages) WHERE is_active',
  );
  // The Subscriptions panel lists every subscription newest first, optionally by status.
  await knex.raw('CREATE INDEX user_subscriptions_created_idx ON user_subscriptions (created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX user_subscriptions_status_created_idx ON user_subscriptions (status, created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX user_subscriptions_status_created_idx, user_subscriptions_created_idx');
  await knex.raw('DROP TABLE site_notifications');
}

import type { Knex } from 'knex';

/**
 * Ads: the places on the site an ad can appear (`ad_positions`, reference data seeded by name)
 * and the ads the back office manages (`ad_contents`).
 *
 * - An ad's position cannot be deleted while ads use it (RESTRICT).
 * - An ad shows from `start_date` until `end_date`; either may be open (null). When both are set
 *   the end is after the start.
 * - `ad_contents_public_idx` serves the public read (a position's active ads in their date
 *   window, newest first); `ad_contents_created_idx` the admin list.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE ad_positions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      description text NOT NULL DEFAULT '',
      dimensions text NOT NULL DEFAULT '',
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`
    CREATE TABLE ad_contents (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      description text NOT NULL DEFAULT '',
      type text NOT NULL CHECK (type IN ('banner', 'popup', 'sidebar')),
      position_id uuid NOT NULL REFERENCES ad_positions (id) ON DELETE RESTRICT,
      is_active boolean NOT NULL DEFAULT true,
      start_date timestamptz,
      end_date timestamptz,
      image_url text,
      link_url text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR start_date IS NULL OR end_date > start_date)
    )`);
  await knex.raw(
    'CREATE INDEX ad_contents_public_idx ON ad_contents (position_id, created_at DESC, id DESC) INCLUDE (start_date, end_date) WHERE is_active',
  );
  await knex.raw('CREATE INDEX ad_contents_created_idx ON ad_contents (created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE ad_contents, ad_positions');
}

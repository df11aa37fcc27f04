import type { Knex } from 'knex';

/**
 * Roommate-finder posts and their pictures.
 *
 * Browse reads `is_active AND expires_at > now()` rows (the expiry job turns expired posts
 * inactive), so the browse indexes are partial on `is_active`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE roommate_posts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      posted_by_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
      description text NOT NULL CHECK (char_length(description) BETWEEN 30 AND 500),
      gender_pref text NOT NULL DEFAULT 'any' CHECK (gender_pref IN ('any', 'male', 'female', 'other')),
      age_range text CHECK (char_length(age_range) <= 20),
      other_preferences text CHECK (char_length(other_preferences) <= 300),
      -- Rupees per month.
      budget integer NOT NULL CHECK (budget >= 0),
      accommodation_type text NOT NULL CHECK (accommodation_type IN ('flat-apartment', 'pg', 'college-hostel')),
      contact_info text NOT NULL CHECK (char_length(contact_info) BETWEEN 1 AND 200),
      location_lat double precision CHECK (location_lat BETWEEN -90 AND 90),
      location_lng double precision CHECK (location_lng BETWEEN -180 AND 180),
      is_active boolean NOT NULL DEFAULT true,
      search_text text NOT NULL DEFAULT '',
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT roommate_posts_location_check CHECK ((location_lat IS NULL) = (location_lng IS NULL))
    )`);

  // Search over title and description, any letter case: LIKE on one lower-cased, trigram-indexed
  // column kept up to date by the database itself (as listings and requests do).
  await knex.raw(`
    CREATE FUNCTION roommate_posts_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := lower(NEW.title || ' ' || NEW.description);
      RETURN NEW;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER roommate_posts_search_text BEFORE INSERT OR UPDATE OF title, description ON roommate_posts
      FOR EACH ROW EXECUTE FUNCTION roommate_posts_search_text()`);
  await knex.raw('CREATE INDEX roommate_posts_search_idx ON roommate_posts USING gin (search_text gin_trgm_ops)');

  // Browse: newest/oldest without filters ...
  await knex.raw('CREATE INDEX roommate_posts_browse_idx ON roommate_posts (created_at DESC, id DESC) WHERE is_active');
  // ... with an accommodation type ...
  await knex.raw(
    'CREATE INDEX roommate_posts_accommodation_idx ON roommate_posts (accommodation_type, created_at DESC, id DESC) WHERE is_active',
  );
  // ... and with a budget range. The gender filter has no index: it keeps the posts preferring
  // that gender and those with no preference, most of the table.
  await knex.raw('CREATE INDEX roommate_posts_budget_idx ON roommate_posts (budget) WHERE is_active');
  // The poster's own posts.
  await knex.raw('CREATE INDEX roommate_posts_poster_idx ON roommate_posts (posted_by_id, created_at DESC, id DESC)');

  // An image belongs to at most one listing, request or roommate post, and goes with it.
  await knex.raw('ALTER TABLE images ADD COLUMN roommate_post_id uuid REFERENCES roommate_posts (id) ON DELETE CASCADE');
  await knex.raw('ALTER TABLE images DROP CONSTRAINT images_one_owner_check');
  await knex.raw(
    'ALTER TABLE images ADD CONSTRAINT images_one_owner_check CHECK (num_nonnulls(listing_id, request_id, roommate_post_id) <= 1)',
  );
  await knex.raw('CREATE INDEX images_roommate_post_idx ON images (roommate_post_id, position) WHERE roommate_post_id IS NOT NULL');
  // The hourly sweep of unattached uploads must not see a roommate post's pictures as unattached.
  await knex.raw('DROP INDEX images_unattached_idx');
  await knex.raw(
    'CREATE INDEX images_unattached_idx ON images (created_at) WHERE listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL',
  );
}

export async function down(knex: Knex): Promise<void> {
  // A roommate post's pictures become unattached uploads; the hourly sweep removes them and their files.
  await knex.raw('DROP INDEX images_unattached_idx');
  await knex.raw('DROP INDEX images_roommate_post_idx');
  await knex.raw('ALTER TABLE images DROP CONSTRAINT images_one_owner_check, DROP COLUMN roommate_post_id');
  await knex.raw('ALTER TABLE images ADD CONSTRAINT images_one_owner_check CHECK (listing_id IS NULL OR request_id IS NULL)');
  await knex.raw('CREATE INDEX images_unattached_idx ON images (created_at) WHERE listing_id IS NULL AND request_id IS NULL');
  await knex.raw('DROP TABLE roommate_posts');
  await knex.raw('DROP FUNCTION roommate_posts_search_text()');
}

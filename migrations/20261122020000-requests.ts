import type { Knex } from 'knex';

const categories = [
  'textbooks', 'lab-equipment', 'electronics', 'furniture', 'clothing', 'accessories', 'gaming', 'vehicles',
  'art-collectibles', 'other', 'roommate-housing',
];
const conditions = ['new', 'like-new', 'good', 'fair', 'poor', 'any'];
const priceRanges = ['under-500', '500-1000', '1000-2000', '2000-5000', '5000-10000', 'over-10000', 'negotiable'];
const reasons = ['Fraud or scam', 'Prohibited item', 'Inappropriate content', 'Harassment', 'Incorrect information', 'Other'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Requests (posts asking for an item) and their pictures, wishlists, reports to the moderators
 * and contact-form messages.
 *
 * Browse reads `is_active AND expires_at > now()` rows, so the browse indexes are partial on
 * `is_active`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      requested_by_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      slug text NOT NULL,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
      description text NOT NULL CHECK (char_length(description) BETWEEN 30 AND 500),
      category text NOT NULL CHECK (category IN (${list(categories)})),
      request_type text NOT NULL DEFAULT 'buy' CHECK (request_type IN ('buy', 'rent')),
      price_range text NOT NULL DEFAULT 'negotiable' CHECK (price_range IN (${list(priceRanges)})),
      condition text NOT NULL DEFAULT 'good' CHECK (condition IN (${list(conditions)})),
      -- The oldest acceptable item; both null means any age.
      product_age_years integer CHECK (product_age_years >= 0),
      product_age_months integer CHECK (product_age_months BETWEEN 0 AND 11),
      tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
      location_lat double precision CHECK (location_lat BETWEEN -90 AND 90),
      location_lng double precision CHECK (location_lng BETWEEN -180 AND 180),
      is_anonymous boolean NOT NULL DEFAULT false,
      anonymous_name text,
      urgency text NOT NULL DEFAULT 'low' CHECK (urgency IN ('low', 'medium', 'high')),
      is_active boolean NOT NULL DEFAULT true,
      search_text text NOT NULL DEFAULT '',
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT requests_product_age_check CHECK ((product_age_years IS NULL) = (product_age_months IS NULL)),
      CONSTRAINT requests_location_check CHECK ((location_lat IS NULL) = (location_lng IS NULL)),
      CONSTRAINT requests_anonymous_name_check CHECK (anonymous_name IS NULL OR is_anonymous)
    )`);

  // Unique, and with text_pattern_ops it also answers the "slug LIKE 'base-%'" lookup that picks
  // the next free suffix.
  await knex.raw('CREATE UNIQUE INDEX requests_slug_key ON requests (slug text_pattern_ops)');

  // Search over title, description and tags, any letter case: ILIKE on one trigram-indexed column
  // kept up to date by the database itself.
  await knex.raw(`
    CREATE FUNCTION requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := lower(NEW.title || ' ' || NEW.description || ' ' || array_to_string(NEW.tags, ' '));
      RETURN NEW;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER requests_search_text BEFORE INSERT OR UPDATE OF title, description, tags ON requests
      FOR EACH ROW EXECUTE FUNCTION requests_search_text()`);
  await knex.raw('CREATE INDEX requests_search_idx ON requests USING gin (search_text gin_trgm_ops)');

  // Browse: newest/oldest without a category ...
  await knex.raw('CREATE INDEX requests_browse_idx ON requests (created_at DESC, id DESC) WHERE is_active');
  // ... and with one.
  await knex.raw('CREATE INDEX requests_category_idx ON requests (category, created_at DESC, id DESC) WHERE is_active');
  // The requester's own requests.
  await knex.raw('CREATE INDEX requests_requester_idx ON requests (requested_by_id, created_at DESC, id DESC)');

  // An image belongs to at most one listing or request, and goes with it.
  await knex.raw('ALTER TABLE images ADD COLUMN request_id uuid REFERENCES requests (id) ON DELETE CASCADE');
  await knex.raw('ALTER TABLE images ADD CONSTRAINT images_one_owner_check CHECK (listing_id IS NULL OR request_id IS NULL)');
  await knex.raw('CREATE INDEX images_request_idx ON images (request_id, position) WHERE request_id IS NOT NULL');

  // Ids only: an item that is deleted later drops out when the wishlist is read.
  await knex.raw(`
    CREATE TABLE wishlist_items (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('product', 'request')),
      item_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind, item_id)
    )`);

  await knex.raw(`
    CREATE TABLE reports (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      item_type text NOT NULL CHECK (item_type IN ('listing', 'request', 'user')),
      item_id uuid NOT NULL,
      reason text NOT NULL CHECK (reason IN (${list(reasons)})),
      description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
      contact_email text CHECK (char_length(contact_email) <= 254),
      page_url text CHECK (char_length(page_url) <= 500),
      reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reviewing', 'resolved', 'dismissed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX reports_status_idx ON reports (status, created_at DESC)');
  await knex.raw('CREATE INDEX reports_item_idx ON reports (item_type, item_id)');

  await knex.raw(`
    CREATE TABLE contact_submissions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
      email text NOT NULL CHECK (char_length(email) <= 254),
      subject text NOT NULL DEFAULT '' CHECK (char_length(subject) <= 200),
      message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'replied', 'resolved', 'closed')),
      priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('urgent', 'high', 'medium', 'low')),
      submitted_at timestamptz NOT NULL DEFAULT now(),
      admin_notes text NOT NULL DEFAULT '',
      replied_at timestamptz,
      replied_by text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX contact_submissions_submitted_idx ON contact_submissions (submitted_at DESC)');
  await knex.raw('CREATE INDEX contact_submissions_status_idx ON contact_submissions (status, submitted_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE contact_submissions, reports, wishlist_items');
  await knex.raw('DROP INDEX images_request_idx');
  await knex.raw('ALTER TABLE images DROP CONSTRAINT images_one_owner_check, DROP COLUMN request_id');
  await knex.raw('DROP TABLE requests');
  await knex.raw('DROP FUNCTION requests_search_text()');
}

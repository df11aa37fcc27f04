import type { Knex } from 'knex';

const categories = ['textbooks', 'lab-equipment', 'electronics', 'furniture', 'clothing', 'accessories', 'gaming', 'vehicles', 'art-collectibles', 'other'];
const conditions = ['new', 'like-new', 'good', 'fair', 'poor'];
const durations = ['hour', 'day', 'week', 'month'];
const list = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Listings (things to sell or lend) and the uploaded images they show.
 *
 * Browse reads `is_available AND expires_at > now()` rows of one type, so every browse index is
 * partial on `is_available` and leads with `listing_type`. The listing's amount (price of a sell
 * listing, rental amount of a lend listing) is `COALESCE(price, rental_amount)`: the price filter
 * and the price sorts use that expression and its index.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE listings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      slug text NOT NULL,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
      description text NOT NULL CHECK (char_length(description) BETWEEN 30 AND 500),
      category text NOT NULL CHECK (category IN (${list(categories)})),
      condition text NOT NULL CHECK (condition IN (${list(conditions)})),
      listing_type text NOT NULL CHECK (listing_type IN ('sell', 'lend')),
      price numeric(12,2) CHECK (price >= 0),
      rental_amount numeric(12,2) CHECK (rental_amount >= 0),
      rental_duration text CHECK (rental_duration IN (${list(durations)})),
      rental_deposit numeric(12,2) CHECK (rental_deposit > 0),
      product_age_years integer NOT NULL DEFAULT 0 CHECK (product_age_years >= 0),
      product_age_months integer NOT NULL DEFAULT 0 CHECK (product_age_months BETWEEN 0 AND 11),
      tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
      location_lat double precision CHECK (location_lat BETWEEN -90 AND 90),
      location_lng double precision CHECK (location_lng BETWEEN -180 AND 180),
      is_anonymous boolean NOT NULL DEFAULT false,
      anonymous_name text,
      is_available boolean NOT NULL DEFAULT true,
      is_boosted boolean NOT NULL DEFAULT false,
      search_text text NOT NULL DEFAULT '',
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT listings_type_amounts_check CHECK (
        (listing_type = 'sell' AND price IS NOT NULL
          AND rental_amount IS NULL AND rental_duration IS NULL AND rental_deposit IS NULL)
        OR (listing_type = 'lend' AND price IS NULL
          AND rental_amount IS NOT NULL AND rental_duration IS NOT NULL)),
      CONSTRAINT listings_location_check CHECK ((location_lat IS NULL) = (location_lng IS NULL)),
      CONSTRAINT listings_anonymous_name_check CHECK (anonymous_name IS NULL OR is_anonymous)
    )`);

  // Unique, and with text_pattern_ops it also answers the "slug LIKE 'base-%'" lookup that picks
  // the next free suffix.
  await knex.raw('CREATE UNIQUE INDEX listings_slug_key ON listings (slug text_pattern_ops)');

  // Search over title, description and tags, any letter case: one trigram-indexed column, kept
  // lower-cased by the database itself whoever writes the row, searched with LIKE on a lower-cased
  // term (a third of the cost of ILIKE re-checking every trigram match).
  await knex.raw(`
    CREATE FUNCTION listings_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_text := lower(NEW.title || ' ' || NEW.description || ' ' || array_to_string(NEW.tags, ' '));
      RETURN NEW;
    END
    $$`);
  await knex.raw(`
    CREATE TRIGGER listings_search_text BEFORE INSERT OR UPDATE OF title, description, tags ON listings
      FOR EACH ROW EXECUTE FUNCTION listings_search_text()`);
  await knex.raw('CREATE INDEX listings_search_idx ON listings USING gin (search_text gin_trgm_ops)');

  // Browse: newest/oldest (and the category-free common case) ...
  await knex.raw('CREATE INDEX listings_browse_idx ON listings (listing_type, created_at DESC, id DESC) WHERE is_available');
  // ... price-low/price-high, the price range filter and the price bounds ...
  await knex.raw(
    'CREATE INDEX listings_amount_idx ON listings (listing_type, (COALESCE(price, rental_amount)), id) WHERE is_available',
  );
  // ... one category, newest first ...
  await knex.raw('CREATE INDEX listings_category_idx ON listings (listing_type, category, created_at DESC) WHERE is_available');
  // ... and the home page's hot deals (boosted first, then newest).
  await knex.raw(
    'CREATE INDEX listings_hot_idx ON listings (listing_type, is_boosted DESC, created_at DESC, id DESC) WHERE is_available',
  );
  // The seller's own listings.
  await knex.raw('CREATE INDEX listings_seller_idx ON listings (seller_id, created_at DESC, id DESC)');

  await knex.raw(`
    CREATE TABLE images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      listing_id uuid REFERENCES listings (id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  // A listing's pictures in order (and the first one for a card).
  await knex.raw('CREATE INDEX images_listing_idx ON images (listing_id, position) WHERE listing_id IS NOT NULL');
  await knex.raw('CREATE INDEX images_owner_idx ON images (owner_id, created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE images, listings');
  await knex.raw('DROP FUNCTION listings_search_text()');
}

import type { Knex } from 'knex';

/**
 * Mini stores: student-run stores, their products, their orders and the owner portal's sessions.
 *
 * - `stores` belong to a student (`owner_id`); the owner portal is opened by the store's 16-digit
 *   entry code, kept only as a keyed hash (HMAC with the server's secret), unique so a code names
 *   at most one store.
 * - `store_products` carry their stock; a product with sizes keeps its stock per size in
 *   `store_product_sizes` and the product's `stock` is their sum (the service keeps it so in the
 *   same transaction). Stock never goes below zero: reserving is a conditional update.
 * - `store_orders` are placed from one store; `awaiting_payment` (prepaid, before the payment) and
 *   `abandoned` (never paid; its stock returned) are not shown to the buyer or the store. Each
 *   line keeps the title and price it was sold at. An order outlives its store (store_id set null,
 *   the name kept) and its buyer's account.
 * - `store_sessions`: the portal's sessions, by the hash of their random token.
 * - `store_slides` and `store_promos`: the mini-store home's carousel and rotating banner.
 * - `images` gains the store's own pictures (logo, cover, banners) and store products' pictures.
 * - `purchases.kind` gains `order`: a prepaid order is paid like any other purchase.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE stores (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      description text NOT NULL DEFAULT '',
      category text NOT NULL CHECK (category IN (
        'clothing-fashion', 'electronics', 'books-stationery', 'home-living', 'gaming', 'vehicles',
        'art-collectibles', 'tools-equipment', 'food-beverages', 'health-beauty', 'sports-fitness',
        'jewelry-accessories', 'pet-supplies', 'services', 'miscellaneous')),
      location text NOT NULL DEFAULT '',
      contact_info text NOT NULL DEFAULT '',
      contact_link text NOT NULL DEFAULT '',
      social_links jsonb NOT NULL DEFAULT '{}',
      subscription_plan text NOT NULL DEFAULT 'basic' CHECK (subscription_plan IN ('basic', 'premium')),
      payment_options text[] NOT NULL DEFAULT '{cod}'
        CHECK (cardinality(payment_options) BETWEEN 1 AND 2 AND payment_options <@ '{prepaid,cod}'::text[]),
      design_preset jsonb NOT NULL DEFAULT '{"colorScheme": "default"}',
      entry_code_hash text UNIQUE,
      entry_code_set_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX stores_category_idx ON stores (category, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX stores_created_idx ON stores (created_at DESC, id DESC)');
  await knex.raw("CREATE INDEX stores_premium_idx ON stores (created_at DESC, id DESC) WHERE subscription_plan = 'premium'");
  await knex.raw('CREATE INDEX stores_owner_idx ON stores (owner_id)');

  await knex.raw(`
    CREATE TABLE store_products (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      description text NOT NULL DEFAULT '',
      price numeric(12,2) NOT NULL CHECK (price >= 0),
      category text NOT NULL DEFAULT 'other'
        CHECK (category IN ('clothing', 'electronics', 'books', 'home', 'sports', 'beauty', 'other')),
      stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
      has_sizes boolean NOT NULL DEFAULT false,
      is_active boolean NOT NULL DEFAULT true,
      boosted boolean NOT NULL DEFAULT false,
      boost_location text CHECK (boost_location IN ('home', 'miniStore')),
      boost_time timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  // A store's page: its active products, newest first (and the portal's list of all of them).
  await knex.raw('CREATE INDEX store_products_store_idx ON store_products (store_id, created_at DESC, id DESC)');
  // Featured Products and the home page's boosted store products, newest boost first.
  await knex.raw(
    'CREATE INDEX store_products_boosted_idx ON store_products (boost_time DESC NULLS LAST, created_at DESC) WHERE boosted AND is_active',
  );

  await knex.raw(`
    CREATE TABLE store_product_sizes (
      product_id uuid NOT NULL REFERENCES store_products (id) ON DELETE CASCADE,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 40),
      size text NOT NULL CHECK (length(size) BETWEEN 1 AND 40),
      stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
      position integer NOT NULL DEFAULT 0,
      PRIMARY KEY (product_id, key),
      UNIQUE (product_id, size)
    )`);

  await knex.raw('CREATE SEQUENCE store_order_number_seq');
  await knex.raw(`
    CREATE TABLE store_orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_number text NOT NULL UNIQUE,
      store_id uuid REFERENCES stores (id) ON DELETE SET NULL,
      store_name text NOT NULL,
      buyer_id uuid REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL CHECK (status IN
        ('awaiting_payment', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'abandoned')),
      payment_type text NOT NULL CHECK (payment_type IN ('cod', 'prepaid')),
      total numeric(12,2) NOT NULL CHECK (total >= 0),
      customer_name text NOT NULL,
      customer_email text NOT NULL,
      customer_phone text NOT NULL,
      shipping_address text NOT NULL,
      shipping_city text NOT NULL,
      shipping_state text NOT NULL,
      shipping_pincode text NOT NULL,
      delivery_instructions text NOT NULL DEFAULT '',
      cancellation_reason text,
      created_at timestamptz NOT NULL DEFAULT now(),
      status_updated_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      confirmed_at timestamptz,
      shipped_at timestamptz,
      delivered_at timestamptz,
      cancelled_at timestamptz,
      CHECK (status <> 'cancelled' OR length(btrim(coalesce(cancellation_reason, ''))) > 0)
    )`);
  // The store's orders (with a status filter), the buyer's orders, and the admin's list.
  await knex.raw('CREATE INDEX store_orders_store_idx ON store_orders (store_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX store_orders_store_status_idx ON store_orders (store_id, status)');
  await knex.raw('CREATE INDEX store_orders_buyer_idx ON store_orders (buyer_id, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX store_orders_created_idx ON store_orders (created_at DESC, id DESC)');

  await knex.raw(`
    CREATE TABLE store_order_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES store_orders (id) ON DELETE CASCADE,
      product_id uuid REFERENCES store_products (id) ON DELETE SET NULL,
      title text NOT NULL,
      price numeric(12,2) NOT NULL CHECK (price >= 0),
      quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
      size_key text,
      size text,
      image_id uuid,
      position integer NOT NULL DEFAULT 0
    )`);
  await knex.raw('CREATE INDEX store_order_items_order_idx ON store_order_items (order_id, position)');
  await knex.raw('CREATE INDEX store_order_items_product_idx ON store_order_items (product_id) WHERE product_id IS NOT NULL');

  // A prepaid order is paid through the payments module as one more kind of purchase.
  await knex.raw('ALTER TABLE purchases DROP CONSTRAINT purchases_kind_check');
  await knex.raw("ALTER TABLE purchases ADD CONSTRAINT purchases_kind_check CHECK (kind IN ('plan', 'extra_listing', 'boost', 'order'))");
  // Several attempts may pay for one order (a window closed, then opened again): not unique.
  await knex.raw('ALTER TABLE purchases ADD COLUMN store_order_id uuid REFERENCES store_orders (id) ON DELETE SET NULL');
  await knex.raw('CREATE INDEX purchases_store_order_idx ON purchases (store_order_id) WHERE store_order_id IS NOT NULL');

  await knex.raw(`
    CREATE TABLE store_sessions (
      token_hash text PRIMARY KEY,
      store_id uuid NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
  await knex.raw('CREATE INDEX store_sessions_store_idx ON store_sessions (store_id)');
  await knex.raw('CREATE INDEX store_sessions_expires_idx ON store_sessions (expires_at)');

  await knex.raw(`
    CREATE TABLE store_slides (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      position integer NOT NULL DEFAULT 0,
      bg_image_url text,
      icon text NOT NULL DEFAULT '',
      h1 text NOT NULL,
      h2 text NOT NULL DEFAULT '',
      h3 text NOT NULL DEFAULT '',
      button1_text text NOT NULL DEFAULT '',
      button1_link text NOT NULL DEFAULT '',
      button2_text text NOT NULL DEFAULT '',
      button2_link text NOT NULL DEFAULT '',
      gradient text NOT NULL DEFAULT '',
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`
    CREATE TABLE store_promos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      position integer NOT NULL DEFAULT 0,
      message text NOT NULL,
      cta text NOT NULL DEFAULT '',
      cta_link text NOT NULL DEFAULT '',
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);

  // The store's pictures: its logo, cover and banners (`store_id` + `store_role`), and products'.
  await knex.raw(`
    ALTER TABLE images
      ADD COLUMN store_product_id uuid REFERENCES store_products (id) ON DELETE CASCADE,
      ADD COLUMN store_id uuid REFERENCES stores (id) ON DELETE CASCADE,
      ADD COLUMN store_role text CHECK (store_role IN ('logo', 'cover', 'banner')),
      ADD CONSTRAINT images_store_role_pairing_check CHECK ((store_id IS NULL) = (store_role IS NULL))`);
  await knex.raw('ALTER TABLE images DROP CONSTRAINT images_one_owner_check');
  await knex.raw(`
    ALTER TABLE images ADD CONSTRAINT images_one_owner_check
      CHECK (num_nonnulls(listing_id, request_id, roommate_post_id, avatar_of, store_product_id, store_id) <= 1)`);
  await knex.raw('CREATE INDEX images_store_product_idx ON images (store_product_id, position) WHERE store_product_id IS NOT NULL');
  await knex.raw('CREATE INDEX images_store_idx ON images (store_id, store_role, position) WHERE store_id IS NOT NULL');
  await knex.raw('DROP INDEX images_unattached_idx');
  await knex.raw(`
    CREATE INDEX images_unattached_idx ON images (created_at)
      WHERE listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL AND avatar_of IS NULL
        AND store_product_id IS NULL AND store_id IS NULL`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX images_unattached_idx');
  // Store pictures become unattached uploads; the hourly sweep removes them and their files.
  await knex.raw('ALTER TABLE images DROP CONSTRAINT images_one_owner_check');
  await knex.raw('ALTER TABLE images DROP COLUMN store_product_id, DROP COLUMN store_id, DROP COLUMN store_role');
  await knex.raw(
    'ALTER TABLE images ADD CONSTRAINT images_one_owner_check CHECK (num_nonnulls(listing_id, request_id, roommate_post_id, avatar_of) <= 1)',
  );
  await knex.raw(
    `CREATE INDEX images_unattached_idx ON images (created_at)
      WHERE listing_id IS NULL AND request_id IS NULL AND roommate_post_id IS NULL AND avatar_of IS NULL`,
  );
  await knex.raw("DELETE FROM purchases WHERE kind = 'order'");
  await knex.raw('ALTER TABLE purchases DROP COLUMN store_order_id');
  await knex.raw('ALTER TABLE purchases DROP CONSTRAINT purchases_kind_check');
  await knex.raw("ALTER TABLE purchases ADD CONSTRAINT purchases_kind_check CHECK (kind IN ('plan', 'extra_listing', 'boost'))");
  await knex.raw('DROP TABLE store_promos, store_slides, store_sessions, store_order_items, store_orders, store_product_sizes, store_products, stores');
  await knex.raw('DROP SEQUENCE store_order_number_seq');
}

import type { Knex } from 'knex';

/**
 * Ratings after a deal (the reviews module).
 *
 * - `listing_deals`: a listing its seller marked sold to a student who chatted about it. One per
 *   listing (UNIQUE), so two "who bought it?" answers cannot both stand. The title is kept so the
 *   deal (and its reviews) outlive a listing its seller later deletes.
 * - `reviews`: one side's rating of the other, for a listing deal or a delivered store order.
 *   `role` is the reviewer's side (seller/buyer of a listing; buyer/store of an order): UNIQUE per
 *   deal and side, so two simultaneous reviews by the same side end with exactly one row. The
 *   reviewed side is a student (`subject_user_id`) or a store (`subject_store_id`); a review the
 *   moderators hid keeps its row but leaves the public list and average (partial indexes).
 * - `reports.item_type` and `alerts.kind` learn 'review'.
 * - The public review lists are public reads (http/public-read.ts): the table notifies its topic,
 *   so a visitor's revalidation never gets 304 for a list a new or hidden review changed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE listing_deals (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid REFERENCES listings (id) ON DELETE SET NULL,
      listing_title text NOT NULL CHECK (char_length(listing_title) BETWEEN 1 AND 200),
      seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT listing_deals_listing_key UNIQUE (listing_id),
      CONSTRAINT listing_deals_parties_check CHECK (buyer_id <> seller_id)
    )`);
  // A student's open deals (the pending reviews), either side; also what a user's deletion cascades through.
  await knex.raw('CREATE INDEX listing_deals_seller_idx ON listing_deals (seller_id, created_at DESC)');
  await knex.raw('CREATE INDEX listing_deals_buyer_idx ON listing_deals (buyer_id, created_at DESC)');

  await knex.raw(`
    CREATE TABLE reviews (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_deal_id uuid REFERENCES listing_deals (id) ON DELETE CASCADE,
      order_id uuid REFERENCES store_orders (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('seller', 'buyer', 'store')),
      reviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
      reviewer_store_id uuid REFERENCES stores (id) ON DELETE SET NULL,
      -- The name shown once the reviewer's account or store is gone.
      reviewer_name text NOT NULL CHECK (char_length(reviewer_name) BETWEEN 1 AND 200),
      subject_user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      subject_store_id uuid REFERENCES stores (id) ON DELETE CASCADE,
      rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
      hidden_at timestamptz,
      hidden_reason text CHECK (char_length(hidden_reason) BETWEEN 1 AND 500),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT reviews_one_deal_check CHECK (num_nonnulls(listing_deal_id, order_id) = 1),
      CONSTRAINT reviews_role_of_deal_check CHECK (
        (listing_deal_id IS NOT NULL AND role IN ('seller', 'buyer')) OR (order_id IS NOT NULL AND role IN ('buyer', 'store'))),
      CONSTRAINT reviews_subject_check CHECK (num_nonnulls(subject_user_id, subject_store_id) <= 1),
      CONSTRAINT reviews_hidden_check CHECK ((hidden_at IS NULL) = (hidden_reason IS NULL)),
      CONSTRAINT reviews_once_per_listing_side UNIQUE (listing_deal_id, role),
      CONSTRAINT reviews_once_per_order_side UNIQUE (order_id, role)
    )`);
  // The public pages: a student's or a store's visible reviews, newest first, and their average.
  await knex.raw('CREATE INDEX reviews_subject_user_idx ON reviews (subject_user_id, created_at DESC, id DESC) WHERE hidden_at IS NULL');
  await knex.raw('CREATE INDEX reviews_subject_store_idx ON reviews (subject_store_id, created_at DESC, id DESC) WHERE hidden_at IS NULL');
  // ON DELETE SET NULL of a reviewer must not scan every review.
  await knex.raw('CREATE INDEX reviews_reviewer_idx ON reviews (reviewer_id) WHERE reviewer_id IS NOT NULL');
  await knex.raw('CREATE INDEX reviews_reviewer_store_idx ON reviews (reviewer_store_id) WHERE reviewer_store_id IS NOT NULL');
  // A delivered order's buyer-side pending reviews: the buyer's delivered orders of the last 14 days.
  await knex.raw("CREATE INDEX store_orders_buyer_delivered_idx ON store_orders (buyer_id, delivered_at DESC) WHERE status = 'delivered'");
  await knex.raw("CREATE INDEX store_orders_store_delivered_idx ON store_orders (store_id, delivered_at DESC) WHERE status = 'delivered'");
  await knex.raw(`
    CREATE TRIGGER reviews_public_read
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
      FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change('reviews')
  `);

  await knex.raw('ALTER TABLE reports DROP CONSTRAINT reports_item_type_check');
  await knex.raw("ALTER TABLE reports ADD CONSTRAINT reports_item_type_check CHECK (item_type IN ('listing', 'request', 'user', 'review'))");
  await knex.raw('ALTER TABLE alerts DROP CONSTRAINT alerts_kind_check');
  await knex.raw(
    "ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (kind IN ('offer', 'message', 'saved-search', 'order', 'moderation', 'refund', 'review'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM alerts WHERE kind = 'review'");
  await knex.raw('ALTER TABLE alerts DROP CONSTRAINT alerts_kind_check');
  await knex.raw(
    "ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (kind IN ('offer', 'message', 'saved-search', 'order', 'moderation', 'refund'))",
  );
  await knex.raw("DELETE FROM reports WHERE item_type = 'review'");
  await knex.raw('ALTER TABLE reports DROP CONSTRAINT reports_item_type_check');
  await knex.raw("ALTER TABLE reports ADD CONSTRAINT reports_item_type_check CHECK (item_type IN ('listing', 'request', 'user'))");
  await knex.raw('DROP INDEX store_orders_buyer_delivered_idx, store_orders_store_delivered_idx');
  await knex.raw('DROP TABLE reviews, listing_deals');
}

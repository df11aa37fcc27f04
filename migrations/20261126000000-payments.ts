import type { Knex } from 'knex';

/**
 * Payments and what they buy.
 *
 * `purchases` is the one record of every payment: what the server said it sells (kind, plan or
 * listing, amount in rupees), the gateway order made for it, and its state. Fulfilment is a
 * conditional update of this row (created|paid → fulfilled) in the transaction that grants, so
 * whichever of the browser's verify call, the webhook and the reconciler comes first grants once.
 * `payment_events` keeps each webhook event once, by Razorpay's event id. The test gateway's own
 * orders and payments stand in for Razorpay's when no keys are configured.
 *
 * `boosts` are 24-hour boosts of listings (at most one live per listing); `early_bird_*` the
 * early-bird places; user_subscriptions gains what renewals, reminders and confirmations need.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE purchases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('plan', 'extra_listing', 'boost')),
      status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'fulfilled', 'failed', 'closed')),
      amount numeric(12,2) NOT NULL CHECK (amount > 0),
      currency text NOT NULL DEFAULT 'INR' CHECK (currency = 'INR'),
      description text NOT NULL,
      plan_id uuid REFERENCES subscription_plans (id) ON DELETE RESTRICT,
      listing_id uuid REFERENCES listings (id) ON DELETE SET NULL,
      gateway text NOT NULL CHECK (gateway IN ('razorpay', 'test')),
      gateway_order_id text NOT NULL UNIQUE,
      gateway_payment_id text UNIQUE,
      receipt text NOT NULL,
      granted jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz,
      fulfilled_at timestamptz,
      closed_at timestamptz,
      -- When the reconciler last asked the gateway about it (it asks the least recently asked first).
      checked_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'plan') = (plan_id IS NOT NULL)),
      CHECK (status NOT IN ('paid', 'fulfilled') OR gateway_payment_id IS NOT NULL)
    )`);
  await knex.raw('CREATE INDEX purchases_user_idx ON purchases (user_id, created_at DESC)');
  // The reconciler's work list: purchases not yet paid, the least recently checked first.
  await knex.raw(
    "CREATE INDEX purchases_unsettled_idx ON purchases (checked_at NULLS FIRST, created_at) WHERE status IN ('created', 'failed')",
  );

  await knex.raw(`
    CREATE TABLE payment_events (
      event_id text PRIMARY KEY,
      event text NOT NULL,
      payload jsonb NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      last_error text
    )`);
  await knex.raw('CREATE INDEX payment_events_unprocessed_idx ON payment_events (received_at) WHERE processed_at IS NULL');

  await knex.raw(`
    CREATE TABLE test_gateway_orders (
      id text PRIMARY KEY,
      amount integer NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      receipt text NOT NULL,
      notes jsonb NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'attempted', 'paid')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`
    CREATE TABLE test_gateway_payments (
      id text PRIMARY KEY,
      order_id text NOT NULL REFERENCES test_gateway_orders (id) ON DELETE CASCADE,
      amount integer NOT NULL,
      status text NOT NULL CHECK (status IN ('captured', 'failed')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX test_gateway_payments_order_idx ON test_gateway_payments (order_id)');

  await knex.raw(`
    CREATE TABLE boosts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      listing_id uuid NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
      seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'expired')),
      start_time timestamptz NOT NULL DEFAULT now(),
      end_time timestamptz NOT NULL,
      amount numeric(12,2) NOT NULL DEFAULT 0 CHECK (amount >= 0),
      boost_type text NOT NULL CHECK (boost_type IN ('extra', 'subscription_credit', 'paid_boost')),
      purchase_id uuid UNIQUE REFERENCES purchases (id) ON DELETE SET NULL,
      razorpay_payment_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_time > start_time)
    )`);
  // At most one live boost per listing: the database refuses a second, whatever the race.
  await knex.raw("CREATE UNIQUE INDEX boosts_live_listing_key ON boosts (listing_id) WHERE status = 'active'");
  await knex.raw('CREATE INDEX boosts_seller_idx ON boosts (seller_id, start_time DESC)');
  await knex.raw("CREATE INDEX boosts_due_idx ON boosts (end_time) WHERE status = 'active'");
  // Hot Deals reads the few boosted listings (of either type) first, the latest boost first.
  await knex.raw('ALTER TABLE listings ADD COLUMN boosted_at timestamptz');
  await knex.raw('CREATE INDEX listings_boosted_idx ON listings (boosted_at DESC, id DESC) WHERE is_boosted AND is_available');

  await knex.raw(`
    ALTER TABLE user_subscriptions
      ADD COLUMN purchase_id uuid UNIQUE REFERENCES purchases (id) ON DELETE SET NULL,
      ADD COLUMN source text NOT NULL DEFAULT 'paid' CHECK (source IN ('paid', 'early_bird', 'admin')),
      ADD COLUMN reminder_sent_at timestamptz,
      ADD COLUMN confirmation_queued_at timestamptz`);
  // The jobs' work lists: subscriptions past their end, and those due a renewal reminder.
  await knex.raw("CREATE INDEX user_subscriptions_due_idx ON user_subscriptions (end_date) WHERE status IN ('active', 'cancelled')");

  await knex.raw(`
    CREATE TABLE early_bird_counter (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      count integer NOT NULL DEFAULT 0 CHECK (count >= 0)
    )`);
  await knex.raw('INSERT INTO early_bird_counter DEFAULT VALUES');
  await knex.raw(`
    CREATE TABLE early_bird_claims (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      place integer NOT NULL UNIQUE CHECK (place > 0),
      plan_slug text NOT NULL CHECK (plan_slug IN ('basic', 'mid', 'pro')),
      subscription_id uuid REFERENCES user_subscriptions (id) ON DELETE SET NULL,
      claimed_at timestamptz NOT NULL DEFAULT now()
    )`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE early_bird_claims, early_bird_counter');
  await knex.raw('DROP INDEX user_subscriptions_due_idx');
  await knex.raw(`
    ALTER TABLE user_subscriptions DROP COLUMN purchase_id, DROP COLUMN source, DROP COLUMN reminder_sent_at,
      DROP COLUMN confirmation_queued_at`);
  await knex.raw('DROP INDEX listings_boosted_idx');
  await knex.raw('ALTER TABLE listings DROP COLUMN boosted_at');
  await knex.raw('DROP TABLE boosts, test_gateway_payments, test_gateway_orders, payment_events, purchases');
}

import type { Knex } from 'knex';

/** Students, their e-mail tokens, the plans and their subscriptions. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE subscription_plans (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE CHECK (slug IN ('basic', 'mid', 'pro')),
      name text NOT NULL,
      price numeric(12,2) NOT NULL CHECK (price >= 0),
      extra_listings integer NOT NULL CHECK (extra_listings >= 0),
      product_ads_per_month integer NOT NULL CHECK (product_ads_per_month >= 0),
      features jsonb NOT NULL DEFAULT '[]',
      description text NOT NULL DEFAULT '',
      sort_order integer NOT NULL DEFAULT 0,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);

  await knex.raw(`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      email text NOT NULL,
      full_name text NOT NULL,
      password_hash text,
      google_id text UNIQUE,
      email_verified_at timestamptz,
      is_admin boolean NOT NULL DEFAULT false,
      phone text NOT NULL DEFAULT '',
      bio text NOT NULL DEFAULT '',
      social_links jsonb NOT NULL DEFAULT '{}',
      profile_image text,
      profile_created_at timestamptz,
      welcome_email_queued_at timestamptz,
      monthly_listings_used integer NOT NULL DEFAULT 0 CHECK (monthly_listings_used >= 0),
      monthly_product_ads_used integer NOT NULL DEFAULT 0 CHECK (monthly_product_ads_used >= 0),
      last_listing_reset timestamptz NOT NULL DEFAULT now(),
      extra_listings_purchased integer NOT NULL DEFAULT 0 CHECK (extra_listings_purchased >= 0),
      extra_ads_purchased integer NOT NULL DEFAULT 0 CHECK (extra_ads_purchased >= 0),
      joined_date timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE UNIQUE INDEX users_email_key ON users (lower(email))');
  await knex.raw('CREATE INDEX users_joined_date_idx ON users (joined_date DESC, id DESC)');
  await knex.raw('CREATE INDEX users_admins_idx ON users (joined_date DESC) WHERE is_admin');
  // The admin search matches any part of the name or e-mail.
  await knex.raw('CREATE INDEX users_search_idx ON users USING gin ((full_name || \' \' || email) gin_trgm_ops)');

  await knex.raw(`
    CREATE TABLE email_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('verify-email', 'password-reset')),
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose, created_at DESC)');

  await knex.raw(`
    CREATE TABLE user_subscriptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      plan_id uuid NOT NULL REFERENCES subscription_plans (id) ON DELETE RESTRICT,
      status text NOT NULL CHECK (status IN ('active', 'expired', 'cancelled', 'pending')),
      start_date timestamptz NOT NULL,
      end_date timestamptz NOT NULL,
      auto_renew boolean NOT NULL DEFAULT true,
      is_current boolean NOT NULL DEFAULT true,
      provider_subscription_id text,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (end_date > start_date)
    )`);
  await knex.raw('CREATE UNIQUE INDEX user_subscriptions_current_key ON user_subscriptions (user_id) WHERE is_current');
  await knex.raw('CREATE INDEX user_subscriptions_user_idx ON user_subscriptions (user_id, created_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE user_subscriptions, email_tokens, users, subscription_plans');
}

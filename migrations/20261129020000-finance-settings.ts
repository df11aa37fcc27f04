import type { Knex } from 'knex';

/**
 * The back office's site settings (one row) and the finance panel's ledger.
 *
 * - `site_settings` holds exactly one row: its key is the constant 'site' (primary key + CHECK).
 *   The row is created on first read with the deployment's configured defaults (the campus
 *   domains, boost price and duration of the environment), so it is not inserted here.
 * - `total_budget` may go below zero: an expense is logged even when it overspends the budget,
 *   and the card then shows the deficit. The goals are targets and never negative.
 * - A transaction's category belongs to its type (the spec's two lists), checked by the table.
 * - `finance_transactions_date_idx` serves the list (date descending) and the month report's
 *   range; `_category_idx` the category filter; `_type_idx` the type filter.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE site_settings (
      key text PRIMARY KEY DEFAULT 'site' CHECK (key = 'site'),
      total_budget numeric(12,2) NOT NULL DEFAULT 0,
      monthly_budget_goal numeric(12,2) NOT NULL DEFAULT 0 CHECK (monthly_budget_goal >= 0),
      yearly_budget_goal numeric(12,2) NOT NULL DEFAULT 0 CHECK (yearly_budget_goal >= 0),
      site_name text NOT NULL CHECK (length(btrim(site_name)) BETWEEN 1 AND 80),
      campus_email_domains text[] NOT NULL CHECK (cardinality(campus_email_domains) >= 1),
      boost_price numeric(12,2) NOT NULL CHECK (boost_price > 0),
      boost_hours integer NOT NULL CHECK (boost_hours BETWEEN 1 AND 168),
      launch_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(`
    CREATE TABLE finance_transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      type text NOT NULL CHECK (type IN ('income', 'expense')),
      category text NOT NULL,
      amount numeric(12,2) NOT NULL CHECK (amount > 0),
      description text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 500),
      date date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (
        (type = 'income' AND category IN ('subscriptions', 'ad-revenue', 'sponsorships', 'donations', 'product-sales', 'other-income'))
        OR (type = 'expense' AND category IN ('server-costs', 'marketing', 'development', 'office-supplies', 'legal-compliance', 'other-expenses'))
      )
    )`);
  await knex.raw('CREATE INDEX finance_transactions_date_idx ON finance_transactions (date DESC, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX finance_transactions_category_idx ON finance_transactions (category, date DESC, created_at DESC, id DESC)');
  await knex.raw('CREATE INDEX finance_transactions_type_idx ON finance_transactions (type, date DESC, created_at DESC, id DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE finance_transactions');
  await knex.raw('DROP TABLE site_settings');
}

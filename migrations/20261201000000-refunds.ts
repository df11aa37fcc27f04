import type { Knex } from 'knex';

/**
 * Money owed back, refunded through the gateway (owned by the payments module).
 *
 * `refunds` holds one row per captured payment that must be returned: a second capture of the
 * same purchase, a payment that arrived after its order was gone or out of stock, a paid order
 * cancelled. The UNIQUE gateway_payment_id makes the refund exactly-once whoever asks (the
 * webhook, the reconciler, an admin, all at once): one row, and the row's lock guards the single
 * gateway call. A refund stays pending (or failed_retrying) until the gateway confirms it.
 * `test_gateway_refunds` are the built-in test gateway's refunds, as Razorpay keeps them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE refunds (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purchase_id uuid NOT NULL REFERENCES purchases (id) ON DELETE CASCADE,
      gateway_payment_id text NOT NULL,
      amount numeric(12,2) NOT NULL CHECK (amount > 0),
      reason text NOT NULL CHECK (reason IN ('duplicate_payment', 'order_unavailable', 'order_cancelled')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed_retrying')),
      gateway_refund_id text UNIQUE,
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      processed_at timestamptz,
      CONSTRAINT refunds_one_per_payment UNIQUE (gateway_payment_id),
      CHECK (status <> 'processed' OR (gateway_refund_id IS NOT NULL AND processed_at IS NOT NULL))
    )`);
  await knex.raw('CREATE INDEX refunds_purchase_idx ON refunds (purchase_id)');
  // The reconciler's work list: refunds the gateway has not confirmed yet.
  await knex.raw("CREATE INDEX refunds_open_idx ON refunds (updated_at) WHERE status <> 'processed'");

  await knex.raw(`
    CREATE TABLE test_gateway_refunds (
      id text PRIMARY KEY,
      payment_id text NOT NULL REFERENCES test_gateway_payments (id) ON DELETE CASCADE,
      amount integer NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'processed' CHECK (status IN ('pending', 'processed', 'failed')),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw('CREATE INDEX test_gateway_refunds_payment_idx ON test_gateway_refunds (payment_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP TABLE test_gateway_refunds, refunds');
}

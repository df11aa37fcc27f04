import type { Knex } from 'knex';

/**
 * A plan payment that settles after another plan came into force (two plans paid at once) is
 * refunded, not turned into the other plan's days: its refund's reason is `plan_switching`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check');
  await knex.raw(
    "ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check CHECK (reason IN ('duplicate_payment', 'order_unavailable', 'order_cancelled', 'plan_switching'))",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DELETE FROM refunds WHERE reason = 'plan_switching'");
  await knex.raw('ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check');
  await knex.raw("ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check CHECK (reason IN ('duplicate_payment', 'order_unavailable', 'order_cancelled'))");
}

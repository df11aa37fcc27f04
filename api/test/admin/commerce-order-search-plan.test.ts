// The back office's search by order number reads an index (store_orders_number_trgm_idx), never every order.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOrdersForAdmin } from '../../src/modules/orders/index.js';
import { orNumberContains } from '../../src/modules/orders/orders.repository.js';
import { orderOf } from '../orders/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('searches by number through an index, not by reading every order', async () => {
  // Orders of earlier days, enough for the planner to weigh an index against reading the table.
  await t.db.raw(`
    INSERT INTO store_orders (order_number, store_name, status, payment_type, total, customer_name, customer_email,
      customer_phone, shipping_address, shipping_city, shipping_state, shipping_pincode, created_at)
    SELECT 'ORD-2025' || to_char(date '2025-01-01' + g / 500, 'MMDD') || '-' || lpad(g::text, 6, '0'), 'Bulk Store ' || g % 50,
      (ARRAY['pending', 'confirmed', 'shipped', 'delivered'])[1 + g % 4], 'cod', 100, 'Bulk Buyer ' || g, 'bulk' || g || '@campus.edu',
      '9', 'A', 'B', 'C', '1', now() - make_interval(mins => g)
    FROM generate_series(1, 10000) AS g`);
  await t.db.raw('ANALYZE store_orders');
  const o = await orderOf(t);
  const term = o.order.orderId.slice(4).toLowerCase();
  const sent: { sql: string; bindings: readonly unknown[] }[] = [];
  const listener = (q: { sql: string; bindings?: readonly unknown[] }) => sent.push({ sql: q.sql, bindings: q.bindings ?? [] });
  t.db.on('query', listener);
  try {
    const found = await listOrdersForAdmin(t.db, { q: term }, 1, 25);
    expect(found.items.map((x) => x._id)).toEqual([o.order._id]);
  } finally {
    t.db.off('query', listener);
  }
  const searches = sent.filter((s) => s.sql.includes('lower(o.order_number)'));
  expect(searches).toHaveLength(2); // the page and its count
  const numberOnly = t.db('storeOrders as o').where((w) => orNumberContains(w, term)).select('o.id').toSQL().toNative();
  // Which plan is cheapest depends on the table's size (at 300,000 orders it is the indexes'); with
  // reading the table forbidden, the number's expression must be the one store_orders_number_trgm_idx holds,
  // and no part of the search may be checked order by order (an IN subquery under OR was: a hashed SubPlan).
  const plans = await t.db.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    const explain = async (sql: string, bindings: readonly unknown[]) =>
      ((await trx.raw(`EXPLAIN ${sql.replace(/\$\d+/g, '?')}`, bindings as never)).rows as { 'QUERY PLAN': string }[])
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    return { number: await explain(numberOnly.sql, numberOnly.bindings), searches: await Promise.all(searches.map((s) => explain(s.sql, s.bindings))) };
  });
  expect(plans.number).toContain('Bitmap Index Scan on store_orders_number_trgm_idx');
  for (const plan of plans.searches) expect(plan).not.toMatch(/SubPlan|Seq Scan on store_orders/);
});

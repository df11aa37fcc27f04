// The demo's money side: a Mid-plan subscriber with a past plan (and a Pro payment refunded, as
// plans cannot be switched), purchased extras for the demo student, and a live boost record (paid
// or from an ad credit) for every boosted listing, so Hot Deals leads with them until their 24
// hours run out, as a real boost would.
import type { Knex } from 'knex';
import { listings } from './listings-data.js';
import type { SeededPost } from './listings.js';
import { PLAN_SWITCHING } from '../../api/src/modules/subscriptions/index.js';
import type { Clock } from './time.js';

const HOUR = 60 * 60 * 1000;

/** Ids shaped as the test gateway's, unique per seeded purchase. */
const demoId = (prefix: string, n: number) => `${prefix}_demo${String(n).padStart(10, '0')}`;

export async function insertPayments(trx: Knex.Transaction, people: Map<string, string>, byTitle: Map<string, SeededPost>, clock: Clock) {
  const plans: { id: string; slug: string; price: string }[] = await trx('subscriptionPlans').select('id', 'slug', 'price');
  const plan = (slug: string) => plans.find((p) => p.slug === slug)!;
  let n = 0;
  const purchase = (userId: string, fields: { kind: string; amount: number; description: string; planId?: string; listingId?: string }, at: Date) => {
    n += 1;
    return {
      userId,
      status: 'fulfilled',
      gateway: 'test',
      gatewayOrderId: demoId('order', n),
      gatewayPaymentId: demoId('pay', n),
      receipt: `thriftz_demo_${n}`,
      planId: fields.planId ?? null,
      listingId: fields.listingId ?? null,
      kind: fields.kind,
      amount: fields.amount,
      description: fields.description,
      createdAt: at,
      paidAt: at,
      fulfilledAt: at,
      updatedAt: at,
    };
  };

  // Rahul: Basic two months ago (expired), Mid now (paid 10 days ago).
  const rahul = people.get('rahul')!;
  const mid = plan('mid');
  const basic = plan('basic');
  const [midPurchase] = await trx('purchases')
    .insert(purchase(rahul, { kind: 'plan', amount: Number(mid.price), description: 'Mid Plan: 30 days', planId: mid.id }, clock.ago(10)))
    .returning('id');
  const [basicPurchase] = await trx('purchases')
    .insert(purchase(rahul, { kind: 'plan', amount: Number(basic.price), description: 'Basic Plan: 30 days', planId: basic.id }, clock.ago(70)))
    .returning('id');
  // Rahul also paid for Pro in another tab while Mid was being granted: plans cannot be switched,
  // so that payment went back (as the app refunds it: plan_switching).
  const pro = plan('pro');
  const proRow = purchase(rahul, { kind: 'plan', amount: Number(pro.price), description: 'Pro Plan: 30 days', planId: pro.id }, clock.ago(10));
  const [proPurchase] = await trx('purchases')
    .insert({ ...proRow, granted: { note: PLAN_SWITCHING } })
    .returning('id');
  await trx('refunds').insert({
    purchaseId: proPurchase.id,
    gatewayPaymentId: proRow.gatewayPaymentId,
    amount: Number(pro.price),
    reason: 'plan_switching',
    status: 'processed',
    gatewayRefundId: demoId('rfnd', n),
    attempts: 1,
    createdAt: clock.ago(10),
    updatedAt: clock.ago(10),
    processedAt: clock.ago(10),
  });
  await trx('userSubscriptions').insert([
    { userId: rahul, planId: basic.id, status: 'expired', startDate: clock.ago(70), endDate: clock.ago(40), isCurrent: false, purchaseId: basicPurchase.id, confirmationQueuedAt: clock.ago(70), createdAt: clock.ago(70) },
    { userId: rahul, planId: mid.id, status: 'active', startDate: clock.ago(10), endDate: clock.ago(-20), isCurrent: true, purchaseId: midPurchase.id, confirmationQueuedAt: clock.ago(10), createdAt: clock.ago(10) },
  ]);

  // Priya, the demo student: two extra listings and an extra ad, bought this week.
  const priya = people.get('priya')!;
  await trx('purchases').insert([
    purchase(priya, { kind: 'extra_listing', amount: 10, description: '1 extra listing (lifetime)' }, clock.ago(3)),
    purchase(priya, { kind: 'extra_listing', amount: 10, description: '1 extra listing (lifetime)' }, clock.ago(2)),
  ]);
  await trx('users').where({ id: priya }).update({ extraListingsPurchased: 2, extraAdsPurchased: 1 });

  // Every boosted listing's boost: Rahul's two paid, the others from purchased extra ads.
  let hoursIn = 2;
  for (const l of listings.filter((x) => x.boosted && !x.sold)) {
    const post = byTitle.get(l.title)!;
    const start = new Date(clock.ago(0).getTime() - hoursIn * HOUR);
    hoursIn += 3;
    const paid = l.by === 'rahul';
    let purchaseId: string | null = null;
    let paymentId: string | null = null;
    if (paid) {
      const row = purchase(post.ownerId, { kind: 'boost', amount: 50, description: `Boost "${l.title}" for 24 hours`, listingId: post.id }, start);
      [{ id: purchaseId }] = await trx('purchases').insert(row).returning('id');
      paymentId = row.gatewayPaymentId;
    }
    await trx('listings').where({ id: post.id }).update({ boostedAt: start });
    await trx('boosts').insert({
      listingId: post.id,
      sellerId: post.ownerId,
      status: 'active',
      startTime: start,
      endTime: new Date(start.getTime() + 24 * HOUR),
      amount: paid ? 50 : 0,
      boostType: paid ? 'paid_boost' : 'extra',
      purchaseId,
      razorpayPaymentId: paymentId,
      createdAt: start,
    });
  }
}

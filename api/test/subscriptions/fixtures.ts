// Subscriptions and plan purchases straight in the database, for the tests that need a student on a plan.
import { randomUUID } from 'node:crypto';
import type { Db } from '../support/test-app.js';

export const DAY = 24 * 60 * 60 * 1000;

export interface SubscriptionSeed {
  status?: 'active' | 'expired' | 'cancelled' | 'pending';
  startDate?: Date;
  endDate?: Date;
  createdAt?: Date;
  isCurrent?: boolean;
  autoRenew?: boolean;
  source?: 'paid' | 'early_bird' | 'admin';
  purchaseId?: string | null;
  confirmationQueuedAt?: Date | null;
  reminderSentAt?: Date | null;
}

/** A subscription of the user to a seeded plan (the current one unless told otherwise). */
export async function insertSubscription(db: Db, userId: string, slug: 'basic' | 'mid' | 'pro', seed: SubscriptionSeed = {}) {
  const plan = await db('subscriptionPlans').where({ slug }).first();
  const [sub] = await db('userSubscriptions')
    .insert({
      userId,
      planId: plan.id,
      status: seed.status ?? 'active',
      startDate: seed.startDate ?? new Date(Date.now() - DAY),
      endDate: seed.endDate ?? new Date(Date.now() + 29 * DAY),
      isCurrent: seed.isCurrent ?? true,
      autoRenew: seed.autoRenew ?? true,
      source: seed.source ?? 'paid',
      purchaseId: seed.purchaseId ?? null,
      confirmationQueuedAt: seed.confirmationQueuedAt ?? null,
      reminderSentAt: seed.reminderSentAt ?? null,
      ...(seed.createdAt ? { createdAt: seed.createdAt } : {}),
    })
    .returning('*');
  return { plan, sub };
}

/** A fulfilled purchase as the payments module leaves it, with its payment id. */
export async function insertFulfilledPurchase(
  db: Db,
  userId: string,
  kind: 'plan' | 'extra_listing' | 'boost',
  extra: { planId?: string; listingId?: string; amount?: number; granted?: Record<string, unknown> } = {},
) {
  const id = randomUUID();
  const paymentId = `pay_test_${id.slice(0, 8)}`;
  await db('purchases').insert({
    id,
    userId,
    kind,
    status: 'fulfilled',
    amount: extra.amount ?? 10,
    description: kind,
    planId: extra.planId ?? null,
    listingId: extra.listingId ?? null,
    gateway: 'test',
    gatewayOrderId: `order_test_${id.slice(0, 8)}`,
    gatewayPaymentId: paymentId,
    receipt: `thriftz_${id.replaceAll('-', '')}`,
    granted: extra.granted ? JSON.stringify(extra.granted) : null,
    paidAt: new Date(),
    fulfilledAt: new Date(),
  });
  return { id, paymentId };
}

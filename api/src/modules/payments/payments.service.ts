import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../http/contract.js';
import { badRequest, forbidden, HttpProblem, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { describeBoostPurchase, grantPaidBoost } from '../boosts/index.js';
import { describeOrderPurchase, grantOrderPayment } from '../orders/index.js';
import { describePlanPurchase, grantExtraListings, grantPlan } from '../subscriptions/index.js';
import type { PaymentsContext } from './payments.context.js';
import {
  findFulfilledByPayment,
  findPurchase,
  insertPurchase,
  lockPurchaseByOrder,
  markFulfilled,
  type NewPurchase,
  type PurchaseRow,
} from './payments.repository.js';
import { isPaymentSignature } from './signatures.js';

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';
export const ORDER_FAILED = 'Failed to create payment order';
export const PAYMENT_NOT_FOUND = 'Payment not found';

type Notes = Schemas['OrderNotes'];
type Described = Pick<NewPurchase, 'kind' | 'description' | 'planId' | 'listingId' | 'storeOrderId' | 'amount'>;

/** What the student is buying, priced by the server; refused before any gateway order exists. */
async function describe(ctx: PaymentsContext, user: SessionUser, notes: Notes): Promise<Described> {
  const { extraListingPrice } = ctx.settings;
  switch (notes.type) {
    case 'product_boost': {
      const { boostPrice, boostHours } = await ctx.liveSettings();
      const { listingId, title } = await describeBoostPurchase(ctx.db, user.id, notes.productId);
      return { kind: 'boost', listingId, planId: null, storeOrderId: null, amount: boostPrice, description: `Boost "${title}" for ${boostHours} hours` };
    }
    case 'extra_listing':
      return {
        kind: 'extra_listing',
        listingId: null,
        planId: null,
        storeOrderId: null,
        amount: extraListingPrice,
        description: '1 extra listing (lifetime)',
      };
    case 'subscription': {
      const { plan, description } = await describePlanPurchase(ctx.db, user.id, { planId: notes.planId, planSlug: notes.planSlug });
      return { kind: 'plan', listingId: null, planId: plan.id, storeOrderId: null, amount: plan.price, description };
    }
    case 'store_order': {
      if (notes.buyerId && notes.buyerId !== user.id) throw forbidden('You can only pay for yourself.', 'not-own-payment');
      const { storeOrderId, amount, description } = await describeOrderPurchase(ctx.db, user.id, notes.orderId);
      return { kind: 'order', listingId: null, planId: null, storeOrderId, amount, description };
    }
  }
}

export function toPurchase(row: PurchaseRow): Schemas['Purchase'] {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amount: Number(row.amount),
    currency: 'INR',
    description: row.description,
    listingId: row.listingId,
    planId: row.planId,
    storeOrderId: row.storeOrderId,
    gatewayOrderId: row.gatewayOrderId,
    gatewayPaymentId: row.gatewayPaymentId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
    grant: (row.granted as Schemas['Purchase']['grant']) ?? null,
  };
}

/**
 * POST /api/razorpay/create-order: the purchase is recorded with the server's price and the
 * gateway order made for it in paise. The client's `amount` never reaches this function.
 */
export async function createOrder(ctx: PaymentsContext, user: SessionUser, notes: Notes): Promise<Schemas['PaymentOrder']> {
  if (notes.userId && notes.userId !== user.id) throw forbidden('You can only pay for yourself.', 'not-own-payment');
  const described = await describe(ctx, user, notes);
  const id = randomUUID();
  const receipt = `thriftz_${id.replaceAll('-', '')}`;
  const order = await ctx.gateway
    .createOrder({ amount: Math.round(described.amount * 100), currency: 'INR', receipt, notes: { purchaseId: id, userId: user.id, type: notes.type } })
    .catch((err: unknown) => {
      ctx.logger.error({ err, purchaseId: id }, 'payment gateway refused an order');
      throw new HttpProblem(502, ORDER_FAILED, 'gateway-unavailable');
    });
  await insertPurchase(ctx.db, { id, userId: user.id, ...described, gateway: ctx.gateway.kind, gatewayOrderId: order.id, receipt });
  return {
    id: order.id,
    amount: order.amount,
    currency: 'INR',
    receipt,
    purchaseId: id,
    gateway: ctx.gateway.kind,
    keyId: ctx.gateway.keyId,
    name: 'Thriftz',
    description: described.description,
    prefill: { name: user.fullName, email: user.email },
  };
}

/** What a purchase grants, inside the transaction that marks it fulfilled. */
async function grant(ctx: PaymentsContext, trx: PaymentsContext['db'], purchase: PurchaseRow, paymentId: string) {
  const amount = Number(purchase.amount);
  switch (purchase.kind) {
    case 'extra_listing':
      await grantExtraListings(trx, purchase.userId, 1);
      return { extraListings: 1 };
    case 'plan': {
      const { subscriptionId } = await grantPlan(
        trx,
        { userId: purchase.userId, planId: purchase.planId!, purchaseId: purchase.id, source: 'paid', amount },
        ctx.publicUrl,
      );
      return { subscriptionId };
    }
    case 'boost':
      return grantPaidBoost(
        trx,
        { userId: purchase.userId, listingId: purchase.listingId, purchaseId: purchase.id, paymentId, amount },
        (await ctx.liveSettings()).boostHours,
      );
    case 'order':
      return grantOrderPayment(trx, { storeOrderId: purchase.storeOrderId, purchaseId: purchase.id, paymentId }, ctx.logger);
  }
}

/**
 * A successful payment of the gateway order: the purchase moves to fulfilled with what it grants,
 * in one transaction, with its row locked. Whoever comes second (the verify call, the webhook,
 * the reconciler, a replay) finds it fulfilled and changes nothing. A payment that arrives after
 * the purchase was closed or marked failed is still money taken, so it is still fulfilled.
 * `check` runs on the locked row first and may refuse (the verify call's owner and signature).
 */
export async function settlePaid(
  ctx: PaymentsContext,
  gatewayOrderId: string,
  paymentId: string,
  check?: (purchase: PurchaseRow) => void,
): Promise<PurchaseRow | undefined> {
  return ctx.db.transaction(async (trx) => {
    const purchase = await lockPurchaseByOrder(trx, gatewayOrderId);
    if (!purchase) return undefined;
    check?.(purchase);
    if (purchase.status === 'fulfilled') return purchase;
    return markFulfilled(trx, purchase.id, paymentId, await grant(ctx, trx, purchase, paymentId));
  });
}

/**
 * POST /api/razorpay/verify-payment: the checkout's signature, checked against the order id the
 * server stored with the caller's purchase; a good one settles the purchase.
 */
export async function verifyPayment(
  ctx: PaymentsContext,
  user: SessionUser,
  input: Schemas['VerifyPaymentInput'],
): Promise<Schemas['VerifyPaymentResult']> {
  const settled = await settlePaid(ctx, input.razorpay_order_id, input.razorpay_payment_id, (purchase) => {
    if (purchase.userId !== user.id) throw notFound(PAYMENT_NOT_FOUND);
    if (!isPaymentSignature(ctx.settings.keySecret, purchase.gatewayOrderId, input.razorpay_payment_id, input.razorpay_signature)) {
      throw badRequest(PAYMENT_VERIFICATION_FAILED, 'payment-verification-failed');
    }
  });
  if (!settled) throw notFound(PAYMENT_NOT_FOUND);
  return { verified: true, purchase: toPurchase(settled) };
}

export async function getPurchase(ctx: PaymentsContext, user: SessionUser, id: string) {
  const purchase = await findPurchase(ctx.db, id, user.id);
  if (!purchase) throw notFound(PAYMENT_NOT_FOUND);
  return toPurchase(purchase);
}

/** The caller's own fulfilled purchase paid by this payment id, of this kind. */
export const findPaidPurchase = (ctx: Pick<PaymentsContext, 'db'>, userId: string, paymentId: string, kind: PurchaseRow['kind']) =>
  findFulfilledByPayment(ctx.db, userId, paymentId, kind);

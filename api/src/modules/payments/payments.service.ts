import type { Schemas } from '../../http/contract.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { grantPaidBoost } from '../boosts/index.js';
import { grantOrderPayment } from '../orders/index.js';
import { grantExtraListings, grantPaidPlan, PLAN_SWITCHING } from '../subscriptions/index.js';
import type { PaymentsContext } from './payments.context.js';
import { issueRefunds, refundCancelledOrders, requestRefund } from './payments.refunds.js';
import { refundsOfPurchases, type RefundReason, type RefundRow } from './refunds.repository.js';
import { findFulfilledByPayment, findPurchase, lockPurchaseByOrder, markFulfilled, type PurchaseRow } from './payments.repository.js';
import { isPaymentSignature } from './signatures.js';

export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';
export const ORDER_FAILED = 'Failed to create payment order';
export const PAYMENT_NOT_FOUND = 'Payment not found';

const toRefund = (r: RefundRow): Schemas['Refund'] => ({
  id: r.id,
  gatewayPaymentId: r.gatewayPaymentId,
  amount: Number(r.amount),
  reason: r.reason,
  status: r.status,
  gatewayRefundId: r.gatewayRefundId,
  createdAt: r.createdAt.toISOString(),
  processedAt: r.processedAt?.toISOString() ?? null,
});

/** The purchase as the buyer sees it, with what of it was refunded. */
async function purchaseWithRefunds(ctx: PaymentsContext, row: PurchaseRow): Promise<Schemas['Purchase']> {
  return { ...toPurchase(row), refunds: (await refundsOfPurchases(ctx.db, [row.id])).map(toRefund) };
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

/** What a purchase grants, inside the transaction that marks it fulfilled, and why to refund its payment if it must be. */
async function grant(
  ctx: PaymentsContext,
  trx: PaymentsContext['db'],
  purchase: PurchaseRow,
  paymentId: string,
): Promise<Record<string, unknown> & { refund?: RefundReason }> {
  const amount = Number(purchase.amount);
  switch (purchase.kind) {
    case 'extra_listing':
      await grantExtraListings(trx, purchase.userId, 1);
      return { extraListings: 1 };
    case 'plan': {
      const granted = await grantPaidPlan(trx, { userId: purchase.userId, planId: purchase.planId!, purchaseId: purchase.id, amount }, ctx.publicUrl);
      // Another plan came into force since this one was bought: its payment goes back, not into that plan's days.
      return 'refused' in granted ? { note: PLAN_SWITCHING, refund: 'plan_switching' } : granted;
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
 * A second payment of a fulfilled purchase (both tabs paid), or one whose order is gone, is
 * refunded: recorded in the transaction, issued through the gateway after it commits.
 * `check` runs on the locked row first and may refuse (the verify call's owner and signature).
 */
export async function settlePaid(
  ctx: PaymentsContext,
  gatewayOrderId: string,
  paymentId: string,
  check?: (purchase: PurchaseRow) => void,
): Promise<PurchaseRow | undefined> {
  let owed: RefundReason | undefined;
  const settled = await ctx.db.transaction(async (trx) => {
    const purchase = await lockPurchaseByOrder(trx, gatewayOrderId);
    if (!purchase) return undefined;
    check?.(purchase);
    let row = purchase;
    if (purchase.status === 'fulfilled') {
      if (purchase.gatewayPaymentId !== paymentId) owed = 'duplicate_payment';
    } else {
      const { refund, ...granted } = await grant(ctx, trx, purchase, paymentId);
      owed = refund;
      row = await markFulfilled(trx, purchase.id, paymentId, granted);
    }
    if (owed) await requestRefund(trx, { purchaseId: purchase.id, gatewayPaymentId: paymentId, amount: purchase.amount, reason: owed });
    return row;
  });
  if (owed) await issueRefunds(ctx, [paymentId]);
  // A replayed payment of an order cancelled since: its refund, if nobody has asked yet.
  else if (settled?.kind === 'order' && settled.storeOrderId && settled.gatewayPaymentId === paymentId) {
    await refundCancelledOrders(ctx, [settled.storeOrderId]).catch((err: unknown) =>
      ctx.logger.error({ err, purchaseId: settled.id }, 'could not refund a cancelled order; the reconciler will'),
    );
  }
  return settled;
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
  return { verified: true, purchase: await purchaseWithRefunds(ctx, settled) };
}

export async function getPurchase(ctx: PaymentsContext, user: SessionUser, id: string) {
  const purchase = await findPurchase(ctx.db, id, user.id);
  if (!purchase) throw notFound(PAYMENT_NOT_FOUND);
  return purchaseWithRefunds(ctx, purchase);
}

/** The caller's own fulfilled purchase paid by this payment id, of this kind. */
export const findPaidPurchase = (ctx: Pick<PaymentsContext, 'db'>, userId: string, paymentId: string, kind: PurchaseRow['kind']) =>
  findFulfilledByPayment(ctx.db, userId, paymentId, kind);

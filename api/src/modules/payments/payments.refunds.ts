// Money owed back: one refund record per captured payment (whoever asks, however often), issued
// through the gateway after the asking transaction commits, retried by the reconciler until the
// gateway confirms it, and told to the buyer (e-mail and notification) once it is.
import type { Db } from '../../db/knex.js';
import { notify, rupees } from '../alerts/index.js';
import { enqueueEmail, refundIssuedMail } from '../email/index.js';
import { cancelledPaidOrders, orderLink } from '../orders/index.js';
import { findUserById } from '../users/index.js';
import type { GatewayRefund } from './gateway.js';
import type { PaymentsContext } from './payments.context.js';
import {
  insertRefund,
  listOpenRefunds,
  lockOpenRefund,
  purchaseOfRefund,
  recordGatewayRefund,
  recordRefundFailure,
  unrefundedOrderPurchases,
  type NewRefund,
  type RefundRow,
} from './refunds.repository.js';

const WHY: Record<RefundRow['reason'], string> = {
  duplicate_payment: 'It was paid twice, so the second payment is returned.',
  order_unavailable: 'The order could no longer be filled when your payment arrived.',
  order_cancelled: 'The order was cancelled.',
  plan_switching: 'Another plan was already active, and plans cannot be switched, so this payment is returned.',
};

/** Records that the payment is owed back, in the caller's transaction; a second ask changes nothing. */
export const requestRefund = (trx: Db, refund: NewRefund) => insertRefund(trx, refund);

/** Tells the buyer, by e-mail and on their bell, in the transaction that records the refund processed. */
async function tellRefunded(trx: Db, publicUrl: string, refund: RefundRow) {
  const purchase = await purchaseOfRefund(trx, refund.purchaseId);
  const buyer = purchase && (await findUserById(trx, purchase.userId));
  if (!purchase || !buyer) return;
  const facts = { fullName: buyer.fullName, amount: Number(refund.amount), description: purchase.description, why: WHY[refund.reason] };
  await enqueueEmail(trx, refundIssuedMail(buyer.email, facts, `${publicUrl}/profile`));
  await notify(trx, {
    userId: buyer.id,
    kind: 'refund',
    ...refundWords({ amount: facts.amount, description: facts.description, reason: refund.reason }),
    link: purchase.orderNumber ? orderLink(purchase.orderNumber) : '/subscription-management',
    dedupeKey: `refund:${refund.id}`,
  });
}

/** The refund notification's title and text (the demo seed writes the same). */
export const refundWords = (f: { amount: number; description: string; reason: RefundRow['reason'] }) => ({
  title: `Refund of ${rupees(f.amount)} issued`,
  body: `We have refunded ${rupees(f.amount)} for ${f.description}. ${WHY[f.reason]} It reaches the account you paid from, usually within 5-7 working days.`,
});

const asGatewayAnswer = (ctx: PaymentsContext, refund: RefundRow): Promise<GatewayRefund> =>
  refund.gatewayRefundId
    ? ctx.gateway.fetchRefund(refund.gatewayPaymentId, refund.gatewayRefundId)
    : ctx.gateway.refund(refund.gatewayPaymentId, Math.round(Number(refund.amount) * 100));

/**
 * Asks the gateway for the payment's open refund, with its row locked for the call: a caller that
 * finds it locked (another is asking right now) or processed does nothing, so the gateway is
 * asked once. Answers the refund's status after this attempt (undefined when there was nothing to do).
 */
export async function issueRefund(ctx: PaymentsContext, gatewayPaymentId: string): Promise<RefundRow['status'] | undefined> {
  return ctx.db.transaction(async (trx) => {
    const refund = await lockOpenRefund(trx, gatewayPaymentId);
    if (!refund) return undefined;
    let answer: GatewayRefund;
    try {
      answer = await asGatewayAnswer(ctx, refund);
    } catch (err) {
      ctx.logger.warn({ err, refundId: refund.id }, 'the gateway refused a refund; the reconciler tries again');
      await recordRefundFailure(trx, refund.id, String((err as Error)?.message ?? err), false);
      return 'failed_retrying';
    }
    if (answer.status === 'failed') {
      await recordRefundFailure(trx, refund.id, `the gateway failed refund ${answer.id}`, true);
      return 'failed_retrying';
    }
    const processed = answer.status === 'processed';
    await recordGatewayRefund(trx, refund.id, answer.id, processed);
    if (processed) await tellRefunded(trx, ctx.publicUrl, refund);
    return processed ? 'processed' : 'pending';
  });
}

/** Issues each refund, a failure left for the reconciler (it is logged and recorded on the row). */
export async function issueRefunds(ctx: PaymentsContext, gatewayPaymentIds: readonly string[]) {
  for (const id of gatewayPaymentIds) {
    await issueRefund(ctx, id).catch((err: unknown) => ctx.logger.error({ err, gatewayPaymentId: id }, 'could not issue a refund'));
  }
}

/**
 * Refunds the payments of paid orders that are cancelled: these orders (right after a store or an
 * admin cancelled them), or every one cancelled lately (the reconciler). Answers how many it asked for.
 */
export async function refundCancelledOrders(ctx: PaymentsContext, storeOrderIds?: readonly string[]): Promise<number> {
  const orders = await cancelledPaidOrders(ctx.db, storeOrderIds);
  if (!orders.length) return 0;
  const owed = await requestOrderRefunds(ctx.db, orders);
  await issueRefunds(ctx, owed);
  return owed.length;
}

/**
 * The payments of these orders are owed back (they were cancelled, or are about to be deleted
 * unfilled): a refund record for each one not refunded yet, in the caller's transaction. Answers
 * the payment ids, for issueRefunds once that transaction commits.
 */
export async function requestOrderRefunds(trx: Db, storeOrderIds: readonly string[]): Promise<string[]> {
  const owed = await unrefundedOrderPurchases(trx, [...storeOrderIds]);
  for (const p of owed) {
    await requestRefund(trx, { purchaseId: p.id, gatewayPaymentId: p.gatewayPaymentId, amount: p.amount, reason: 'order_cancelled' });
  }
  return owed.map((p) => p.gatewayPaymentId);
}

/** The reconciler's turn: every refund the gateway has not confirmed is asked about again. */
export async function retryRefunds(ctx: PaymentsContext, limit = 50): Promise<number> {
  const open = await listOpenRefunds(ctx.db, limit);
  await issueRefunds(ctx, open);
  return open.length;
}

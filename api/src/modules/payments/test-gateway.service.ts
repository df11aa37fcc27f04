import { conflict, HttpProblem, notFound } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { gatewayId, findTestOrder, recordTestPayment } from './test.gateway.js';
import type { PaymentsContext } from './payments.context.js';
import { findPurchaseByOrder } from './payments.repository.js';
import { receiveWebhook } from './payments.webhook.js';
import { paymentSignature, webhookSignature } from './signatures.js';

export const PAYMENT_FAILED = 'Payment processing failed';

/** Sends the webhook Razorpay would, signed with the webhook secret, through the same receiver. */
function sendWebhook(ctx: PaymentsContext, event: 'payment.captured' | 'payment.failed', payment: Record<string, unknown>) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_thriftz_test',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: Math.floor(Date.now() / 1000),
  });
  const raw = Buffer.from(body);
  setImmediate(() => {
    receiveWebhook(ctx, raw, webhookSignature(ctx.settings.webhookSecret, raw), gatewayId('evt')).catch((err: unknown) =>
      ctx.logger.error({ err }, 'test gateway webhook failed'),
    );
  });
}

/**
 * The test gateway's pay dialog: a captured payment answers what Razorpay's checkout hands the
 * page; a failed one is 402. Either way the matching webhook follows, as with Razorpay.
 */
export async function payTestOrder(ctx: PaymentsContext, user: SessionUser, orderId: string, outcome: 'success' | 'failure') {
  if (ctx.gateway.kind !== 'test') throw notFound('The test gateway is off: Razorpay is configured.');
  const purchase = await findPurchaseByOrder(ctx.db, orderId);
  const order = await findTestOrder(ctx.db, orderId);
  if (!purchase || !order || purchase.userId !== user.id) throw notFound('Order not found');
  if (purchase.status === 'fulfilled' || order.status === 'paid') throw conflict('This order is already paid.', 'already-paid');
  if (purchase.status === 'closed') throw conflict('This order has expired. Please start again.', 'order-closed');
  const status = outcome === 'success' ? 'captured' : 'failed';
  const paymentId = await ctx.db.transaction((trx) => recordTestPayment(trx, orderId, order.amount, status));
  if (!paymentId) throw conflict('This order is already paid.', 'already-paid');
  sendWebhook(ctx, outcome === 'success' ? 'payment.captured' : 'payment.failed', {
    id: paymentId,
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status,
    order_id: orderId,
    method: 'upi',
    captured: status === 'captured',
  });
  if (outcome === 'failure') throw new HttpProblem(402, PAYMENT_FAILED, 'payment-failed');
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(ctx.settings.keySecret, orderId, paymentId),
  };
}

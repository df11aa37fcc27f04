import type { Job } from '../../db/run-exclusive.js';
import { isSuccessful } from './gateway.js';
import type { PaymentsContext } from './payments.context.js';
import { listStaleEvents, takeUnsettled, markClosed } from './payments.repository.js';
import { refundCancelledOrders, retryRefunds } from './payments.refunds.js';
import { settlePaid } from './payments.service.js';
import { processEvent } from './payments.webhook.js';

/** A purchase unpaid this long is asked about at the gateway, and closed if nothing was paid. */
export const SETTLE_AFTER_MINUTES = 15;

/**
 * Settles what neither the browser nor a webhook settled: each purchase still unpaid after 15
 * minutes is looked up at the gateway (a captured payment fulfils it; none closes it), and
 * webhook events left unprocessed are applied again. Then money owed back: paid orders cancelled
 * lately without a refund get one, and every refund the gateway has not confirmed is asked again.
 * Answers what it did.
 */
export async function reconcilePayments(ctx: PaymentsContext) {
  let fulfilled = 0;
  let closed = 0;
  for (const purchase of await takeUnsettled(ctx.db, SETTLE_AFTER_MINUTES, 25)) {
    try {
      const paid = (await ctx.gateway.orderPayments(purchase.gatewayOrderId)).filter(isSuccessful);
      if (paid.length) {
        // The first fulfils; any other (both tabs paid) is refunded.
        for (const payment of paid) await settlePaid(ctx, purchase.gatewayOrderId, payment.id);
        fulfilled += 1;
      } else {
        closed += await markClosed(ctx.db, purchase.id);
      }
    } catch (err) {
      ctx.logger.warn({ err, purchaseId: purchase.id }, 'could not settle a purchase; trying again next run');
    }
  }
  for (const { eventId } of await listStaleEvents(ctx.db, 50)) await processEvent(ctx, eventId);
  try {
    const requested = await refundCancelledOrders(ctx);
    const retried = await retryRefunds(ctx);
    if (requested || retried) ctx.logger.info({ requested, retried }, 'refunds asked of the gateway');
  } catch (err) {
    ctx.logger.warn({ err }, 'could not go over the refunds; trying again next run');
  }
  return { fulfilled, closed };
}

export const reconcileJob = (ctx: PaymentsContext): Job => ({
  name: 'reconcile-payments',
  schedule: '45 * * * * *',
  run: () => reconcilePayments(ctx),
});

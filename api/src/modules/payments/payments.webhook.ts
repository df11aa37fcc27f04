import { createHash } from 'node:crypto';
import { badRequest } from '../../http/problem.js';
import type { PaymentsContext } from './payments.context.js';
import { findEvent, findPurchaseByOrder, markEventFailed, markEventProcessed, markFailed, storeEvent } from './payments.repository.js';
import { settlePaid } from './payments.service.js';
import { isWebhookSignature } from './signatures.js';

export const INVALID_WEBHOOK = 'Invalid webhook signature';

interface WebhookPayload {
  payment?: { entity?: { id?: string; order_id?: string; status?: string } };
  order?: { entity?: { id?: string } };
}

/**
 * POST /api/razorpay/webhook: authenticated by the HMAC of the raw body, stored once by event id,
 * answered at once; the work happens after the answer (and again later by the reconciler if
 * this instance dies first).
 */
export async function receiveWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer | undefined,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  if (!rawBody || !signature || !isWebhookSignature(ctx.settings.webhookSecret, rawBody, signature)) {
    throw badRequest(INVALID_WEBHOOK, 'invalid-signature');
  }
  const body = JSON.parse(rawBody.toString('utf8')) as { event: string; payload: unknown };
  const eventId = eventIdHeader || `sha256_${createHash('sha256').update(rawBody).digest('hex')}`;
  const stored = await storeEvent(ctx.db, eventId, body.event, body.payload);
  if (stored) setImmediate(() => void processEvent(ctx, eventId));
  return { received: true, duplicate: !stored };
}

/** Applies one stored event unless it was processed already; failures stay for the retry. */
export async function processEvent(ctx: PaymentsContext, eventId: string): Promise<void> {
  try {
    const stored = await findEvent(ctx.db, eventId);
    if (!stored) return;
    await applyEvent(ctx, stored.event, stored.payload as WebhookPayload);
    await markEventProcessed(ctx.db, eventId);
  } catch (err) {
    ctx.logger.error({ err, eventId }, 'payment webhook event failed');
    await markEventFailed(ctx.db, eventId, String((err as Error).message ?? err)).catch(() => undefined);
  }
}

async function applyEvent(ctx: PaymentsContext, event: string, payload: WebhookPayload) {
  const payment = payload.payment?.entity;
  const orderId = payment?.order_id ?? payload.order?.entity?.id;
  if (!orderId) return;
  // Events for orders this API did not make (another app on the same account) are ignored.
  if (!(await findPurchaseByOrder(ctx.db, orderId))) return;
  if ((event === 'payment.captured' || event === 'order.paid' || event === 'payment.authorized') && payment?.id) {
    await settlePaid(ctx, orderId, payment.id);
  } else if (event === 'payment.failed') {
    await markFailed(ctx.db, orderId);
  }
}

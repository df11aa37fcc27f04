import { createHmac, timingSafeEqual } from 'node:crypto';

const hmac = (secret: string, data: string | Buffer) => createHmac('sha256', secret).update(data).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What Razorpay's checkout hands the page: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) => hmac(keySecret, `${orderId}|${paymentId}`);

export const isPaymentSignature = (keySecret: string, orderId: string, paymentId: string, signature: string) =>
  sameHex(paymentSignature(keySecret, orderId, paymentId), signature);

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret. */
export const webhookSignature = (webhookSecret: string, rawBody: Buffer | string) => hmac(webhookSecret, rawBody);

export const isWebhookSignature = (webhookSecret: string, rawBody: Buffer, signature: string) =>
  sameHex(webhookSignature(webhookSecret, rawBody), signature);

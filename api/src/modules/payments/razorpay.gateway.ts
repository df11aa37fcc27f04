import Razorpay from 'razorpay';
import type { CreateGatewayOrder, GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './gateway.js';

/** How long a call to Razorpay may take before it counts as failed (and is retried by the reconciler). */
export const GATEWAY_TIMEOUT_MS = 15_000;

/** Razorpay through its SDK (RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET). */
export function razorpayGateway(keyId: string, keySecret: string, timeoutMs = GATEWAY_TIMEOUT_MS): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK sets no deadline (its axios instance waits forever, and it takes no option for one): a
  // gateway that hangs would hold the request, a refund's row lock and a pooled connection with it.
  (client as unknown as { api: { rq: { defaults: { timeout: number } } } }).api.rq.defaults.timeout = timeoutMs;
  return {
    kind: 'razorpay',
    keyId,
    async createOrder({ amount, currency, receipt, notes }: CreateGatewayOrder): Promise<GatewayOrder> {
      const order = await client.orders.create({ amount, currency, receipt, notes, payment_capture: true });
      return { id: order.id, amount: Number(order.amount), currency: order.currency, receipt: order.receipt ?? receipt };
    },
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      const { items } = await client.orders.fetchPayments(orderId);
      return items.map((p) => ({ id: p.id, status: p.status as GatewayPayment['status'] }));
    },
    async refund(paymentId: string, amountPaise: number): Promise<GatewayRefund> {
      try {
        const refund = await client.payments.refund(paymentId, { amount: amountPaise });
        return { id: refund.id, status: refund.status };
      } catch (err) {
        // Made before, its answer lost (the instance died before recording it): a payment has at
        // most one refund of ours, so a live one of that amount is it.
        const earlier = await client.payments.fetchMultipleRefund(paymentId).then(
          ({ items }) => items.find((r) => r.status !== 'failed' && Number(r.amount) === amountPaise),
          () => undefined,
        );
        if (!earlier) throw err;
        return { id: earlier.id, status: earlier.status };
      }
    },
    async fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund> {
      const refund = await client.payments.fetchRefund(paymentId, refundId);
      return { id: refund.id, status: refund.status };
    },
  };
}

import Razorpay from 'razorpay';
import type { CreateGatewayOrder, GatewayOrder, GatewayPayment, PaymentGateway } from './gateway.js';

/** Razorpay through its SDK (RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET). */
export function razorpayGateway(keyId: string, keySecret: string): PaymentGateway {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
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
  };
}

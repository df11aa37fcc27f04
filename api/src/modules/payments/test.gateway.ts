import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import type { CreateGatewayOrder, GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './gateway.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped as Razorpay's: a prefix and 14 base62 characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

/**
 * The offline stand-in for Razorpay when no keys are configured: orders and payments in this
 * database, with Razorpay's id shapes. Paying is POST /api/test-gateway/orders/{id}/pay
 * (test-gateway.service.ts), which signs and sends webhooks exactly as Razorpay would.
 */
export function testGateway(db: Db, keyId: string): PaymentGateway {
  return {
    kind: 'test',
    keyId,
    async createOrder({ amount, currency, receipt, notes }: CreateGatewayOrder): Promise<GatewayOrder> {
      const id = gatewayId('order');
      await db('testGatewayOrders').insert({ id, amount, currency, receipt, notes });
      return { id, amount, currency, receipt };
    },
    async orderPayments(orderId: string): Promise<GatewayPayment[]> {
      const rows: { id: string; status: 'captured' | 'failed' }[] = await db('testGatewayPayments')
        .where({ orderId })
        .orderBy('createdAt')
        .select('id', 'status');
      return rows;
    },
    refund: (paymentId, amountPaise) => db.transaction((trx) => refundTestPayment(trx, paymentId, amountPaise)),
    async fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund> {
      const row = await db('testGatewayRefunds').where({ id: refundId, paymentId }).first<GatewayRefund | undefined>('id', 'status');
      if (!row) throw new Error(`test gateway: no refund ${refundId} of ${paymentId}`);
      return row;
    },
  };
}

/**
 * Refunds part or all of a captured payment with its row locked, as Razorpay does: never more
 * than was captured and not yet refunded. A refund asked again after its answer was lost gets the
 * live refund of that amount (as razorpay.gateway.ts does on Razorpay's refusal).
 */
async function refundTestPayment(trx: Db, paymentId: string, amount: number): Promise<GatewayRefund> {
  const payment = await trx('testGatewayPayments').where({ id: paymentId }).forUpdate().first<{ amount: number; status: string } | undefined>();
  if (!payment || payment.status !== 'captured') throw new Error(`test gateway: payment ${paymentId} is not captured`);
  const live: (GatewayRefund & { amount: number })[] = await trx('testGatewayRefunds')
    .where({ paymentId })
    .whereNot({ status: 'failed' })
    .select('id', 'status', 'amount');
  if (!(amount > 0) || live.reduce((n, r) => n + r.amount, 0) + amount > payment.amount) {
    const earlier = live.find((r) => r.amount === amount);
    if (earlier) return { id: earlier.id, status: earlier.status };
    throw new Error(`test gateway: the refund exceeds what is left of payment ${paymentId}`);
  }
  const id = gatewayId('rfnd');
  await trx('testGatewayRefunds').insert({ id, paymentId, amount, status: 'processed' });
  return { id, status: 'processed' };
}

export const findTestOrder = (db: Db, id: string) =>
  db('testGatewayOrders').where({ id }).first<{ id: string; amount: number; currency: string; status: string } | undefined>();

/**
 * Records one payment attempt with the order's row locked; undefined when the order is paid
 * already (Pay pressed twice at once takes the money once, as Razorpay's checkout would).
 */
export async function recordTestPayment(trx: Db, orderId: string, amount: number, status: 'captured' | 'failed'): Promise<string | undefined> {
  const order = await trx('testGatewayOrders').where({ id: orderId }).forUpdate().first<{ status: string } | undefined>('status');
  if (!order || order.status === 'paid') return undefined;
  const id = gatewayId('pay');
  await trx('testGatewayPayments').insert({ id, orderId, amount, status });
  await trx('testGatewayOrders')
    .where({ id: orderId })
    .update({ status: status === 'captured' ? 'paid' : 'attempted' });
  return id;
}

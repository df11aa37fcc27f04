import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import type { CreateGatewayOrder, GatewayOrder, GatewayPayment, PaymentGateway } from './gateway.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Ids shaped as Razorpay's: a prefix and 14 base62 characters. */
export function gatewayId(prefix: 'order' | 'pay' | 'evt'): string {
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
  };
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

// POST /api/razorpay/create-order: what the student buys, priced by the server, and the gateway
// order that takes the money. A store order has one open gateway order at a time: a second tab
// (or a retry) gets the same one, so it cannot be paid twice over two orders.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/knex.js';
import type { Schemas } from '../../http/contract.js';
import { forbidden, HttpProblem } from '../../http/problem.js';
import type { SessionUser } from '../../http/session-user.js';
import { describeBoostPurchase } from '../boosts/index.js';
import { describeOrderPurchase } from '../orders/index.js';
import { describePlanPurchase } from '../subscriptions/index.js';
import type { PaymentsContext } from './payments.context.js';
import { findOpenOrderPurchase, insertPurchase, lockStoreOrderPurchases, type NewPurchase } from './payments.repository.js';
import { ORDER_FAILED } from './payments.service.js';

type Notes = Schemas['OrderNotes'];
type Described = Pick<NewPurchase, 'kind' | 'description' | 'planId' | 'listingId' | 'storeOrderId' | 'amount'>;

/** What the student is buying, priced by the server; refused before any gateway order exists. */
async function describe(ctx: PaymentsContext, user: SessionUser, notes: Notes): Promise<Described> {
  const { extraListingPrice } = ctx.settings;
  switch (notes.type) {
    case 'product_boost': {
      const { boostPrice, boostHours } = await ctx.liveSettings();
      const { listingId, title } = await describeBoostPurchase(ctx.db, user.id, notes.productId);
      return { kind: 'boost', listingId, planId: null, storeOrderId: null, amount: boostPrice, description: `Boost "${title}" for ${boostHours} hours` };
    }
    case 'extra_listing':
      return {
        kind: 'extra_listing',
        listingId: null,
        planId: null,
        storeOrderId: null,
        amount: extraListingPrice,
        description: '1 extra listing (lifetime)',
      };
    case 'subscription': {
      const { plan, description } = await describePlanPurchase(ctx.db, user.id, { planId: notes.planId, planSlug: notes.planSlug });
      return { kind: 'plan', listingId: null, planId: plan.id, storeOrderId: null, amount: plan.price, description };
    }
    case 'store_order': {
      if (notes.buyerId && notes.buyerId !== user.id) throw forbidden('You can only pay for yourself.', 'not-own-payment');
      const { storeOrderId, amount, description } = await describeOrderPurchase(ctx.db, user.id, notes.orderId);
      return { kind: 'order', listingId: null, planId: null, storeOrderId, amount, description };
    }
  }
}
type Opened = Pick<NewPurchase, 'id' | 'gatewayOrderId' | 'receipt' | 'description'> & { amount: number | string };

/** Records the purchase and makes its gateway order, in paise. */
async function openPurchase(ctx: PaymentsContext, db: Db, user: SessionUser, type: Notes['type'], described: Described): Promise<Opened> {
  const id = randomUUID();
  const receipt = `thriftz_${id.replaceAll('-', '')}`;
  const order = await ctx.gateway
    .createOrder({ amount: Math.round(described.amount * 100), currency: 'INR', receipt, notes: { purchaseId: id, userId: user.id, type } })
    .catch((err: unknown) => {
      ctx.logger.error({ err, purchaseId: id }, 'payment gateway refused an order');
      throw new HttpProblem(502, ORDER_FAILED, 'gateway-unavailable');
    });
  const purchase = { id, userId: user.id, ...described, gateway: ctx.gateway.kind, gatewayOrderId: order.id, receipt };
  await insertPurchase(db, purchase);
  return purchase;
}

/**
 * The purchase is recorded with the server's price and the gateway order made for it; the
 * client's `amount` never reaches this function. For a store order that already has an open
 * purchase, that purchase's gateway order is answered instead (decided under a lock on the order,
 * so two tabs at once make one).
 */
export async function createOrder(ctx: PaymentsContext, user: SessionUser, notes: Notes): Promise<Schemas['PaymentOrder']> {
  if (notes.userId && notes.userId !== user.id) throw forbidden('You can only pay for yourself.', 'not-own-payment');
  const described = await describe(ctx, user, notes);
  const { storeOrderId } = described;
  const opened = storeOrderId
    ? await ctx.db.transaction(async (trx) => {
        await lockStoreOrderPurchases(trx, storeOrderId);
        return (await findOpenOrderPurchase(trx, storeOrderId, ctx.gateway.kind)) ?? openPurchase(ctx, trx, user, notes.type, described);
      })
    : await openPurchase(ctx, ctx.db, user, notes.type, described);
  return {
    id: opened.gatewayOrderId,
    amount: Math.round(Number(opened.amount) * 100),
    currency: 'INR',
    receipt: opened.receipt,
    purchaseId: opened.id,
    gateway: ctx.gateway.kind,
    keyId: ctx.gateway.keyId,
    name: 'Thriftz',
    description: opened.description,
    prefill: { name: user.fullName, email: user.email },
  };
}

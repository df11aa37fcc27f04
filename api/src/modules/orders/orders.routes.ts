import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { abandonOrder } from './order-payment.js';
import { placeOrder } from './place-order.js';
import * as service from './orders.service.js';
import { refuseSuspended } from '../../http/suspension-guard.js';

/** The buyer's side: checkout, My Orders, one order, giving up an unpaid one. */
export function ordersRoutes({ db, rateLimits }: AppDeps): Router {
  const router = Router();

  router.post('/api/orders', refuseSuspended, rateLimits.perUser('place-order', 30, 15 * 60), async (req, res) => {
    res.status(201).json(await placeOrder(db, req.user!, req.body as JsonBody<'placeOrder'>));
  });

  // Before /:order, which would otherwise take "mine" for an order number.
  router.get('/api/orders/mine', async (req, res) => {
    const { page = 1, pageSize = 20 } = req.query as Query<'listMyOrders'>;
    res.json(await service.listMyOrders(db, req.user!, page, pageSize));
  });

  router.get('/api/orders/:order', async (req, res) => {
    res.json(await service.getOrder(db, req.user!, req.params.order));
  });

  router.post('/api/orders/:order/abandon', async (req, res) => {
    res.json(await abandonOrder(db, req.user!, req.params.order));
  });

  return router;
}

import { Router, type Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import type { StoreOrderMailKind } from '../email/index.js';
import { sendOrderEmail } from './order-emails.js';
import { bulkChangeOrderStatus, changeOrderStatus } from './order-status.js';
import * as service from './orders.service.js';

/** The store session's store (the validator's storeAuth has made sure there is one). */
const storeOf = (req: Request) => req.storeSession!.storeId;

const EMAIL_CALLS: [string, StoreOrderMailKind][] = [
  ['/api/email/mini-store-order-confirmation', 'confirmed'],
  ['/api/email/mini-store-order-cancellation', 'cancelled'],
  ['/api/email/mini-store-order-shipped', 'shipped'],
  ['/api/email/mini-store-order-delivered', 'delivered'],
];
/** The documented e-mail calls' paths, whose problems also carry `error` (see app.ts). */
export const ORDER_EMAIL_PATHS = EMAIL_CALLS.map(([path]) => path);

/**
 * Told of orders just cancelled (after the change committed), so a paid one is refunded at once;
 * the app passes the payments module's refund (which cannot be imported here: it imports orders),
 * which never rejects: a refund that fails is left to the reconciler.
 */
export type OrdersCancelled = (storeOrderIds: string[]) => Promise<unknown>;

/** The store owner's side: the portal's orders and dashboard, and the documented order e-mails. */
export function portalOrdersRoutes({ db, config, rateLimits }: AppDeps, ordersCancelled?: OrdersCancelled): Router {
  const router = Router();

  router.get('/api/store-portal/dashboard', async (req, res) => {
    res.json(await service.getPortalDashboard(db, storeOf(req)));
  });

  router.get('/api/store-portal/orders', async (req, res) => {
    const { status = 'all', search, page = 1, pageSize = 20 } = req.query as Query<'listPortalOrders'>;
    res.json(await service.listPortalOrders(db, storeOf(req), status, search, page, pageSize));
  });

  router.post('/api/store-portal/orders/bulk-status', async (req, res) => {
    const input = req.body as JsonBody<'bulkUpdatePortalOrderStatus'>;
    const result = await bulkChangeOrderStatus(db, storeOf(req), input, config.publicUrl);
    if (input.status === 'cancelled') await ordersCancelled?.(result.updated.map((o) => o._id));
    res.json(result);
  });

  router.get('/api/store-portal/orders/:id', async (req, res) => {
    res.json(await service.getPortalOrder(db, storeOf(req), req.params.id));
  });

  router.patch('/api/store-portal/orders/:id/status', async (req, res) => {
    const input = req.body as JsonBody<'updatePortalOrderStatus'>;
    const result = await changeOrderStatus(db, storeOf(req), req.params.id, input, config.publicUrl);
    if (input.status === 'cancelled') await ordersCancelled?.([req.params.id]);
    res.json(result);
  });

  const limit = rateLimits.perUser('order-email', 60, 60 * 60);
  for (const [path, kind] of EMAIL_CALLS) {
    router.post(path, limit, async (req, res) => {
      const { orderId } = req.body as JsonBody<'sendMiniStoreOrderConfirmation'>;
      res.status(202).json(await sendOrderEmail(db, storeOf(req), orderId, kind, config.publicUrl));
    });
  }

  return router;
}

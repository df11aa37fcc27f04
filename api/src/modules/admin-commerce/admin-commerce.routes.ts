// The Products, Mini Stores and Orders panels' calls, under /api/admin (admins only).
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody, Query } from '../../http/contract.js';
import { requireAdmin } from '../../http/require-admin.js';
import type { OrderRefundsOwed, OrdersCancelled } from '../orders/index.js';
import * as service from './admin-commerce.service.js';

/** What the payments module does for the admin's orders (passed by the app). */
export interface OrderRefunds {
  /** Refunds paid orders once cancelled. */
  ordersCancelled: OrdersCancelled;
  /** Records, in a transaction, refunds owed for orders about to be deleted. */
  owedBack: OrderRefundsOwed;
  /** Issues recorded refunds, by payment id, once their transaction committed. */
  issue: (gatewayPaymentIds: string[]) => Promise<unknown>;
}

export function adminCommerceRoutes({ db, config, pictures }: AppDeps, refunds?: OrderRefunds): Router {
  const router = Router();
  router.use('/api/admin', requireAdmin);

  router.get('/api/admin/listings', async (req, res) => {
    const { q, status = 'all', page = 1, pageSize = 25 } = req.query as Query<'listAdminListings'>;
    const isAvailable = status === 'all' ? undefined : status === 'available';
    res.json(await service.listListings(db, { q, isAvailable }, page, pageSize));
  });

  router.patch('/api/admin/listings/:id', async (req, res) => {
    const { isAvailable } = req.body as JsonBody<'updateAdminListing'>;
    res.json(await service.setListingAvailable(db, req.user!, req.params.id as string, isAvailable));
  });

  router.get('/api/admin/stores', async (req, res) => {
    const { q, page = 1, pageSize = 25 } = req.query as Query<'listAdminStores'>;
    res.json(await service.listStores(db, q, page, pageSize));
  });

  router.delete('/api/admin/stores/:id', async (req, res) => {
    const cancelled = await service.deleteStore(db, pictures, config.publicUrl, req.user!, req.params.id as string);
    if (cancelled.length) await refunds?.ordersCancelled(cancelled);
    res.status(204).end();
  });

  router.post('/api/admin/stores/:id/entry-code', async (req, res) => {
    const entryCode = await service.regenerateStoreCode(db, config, req.user!, req.params.id as string);
    res.status(201).set('Cache-Control', 'no-store').json({ entryCode });
  });

  router.get('/api/admin/store-products', async (req, res) => {
    const { storeId, q, page = 1, pageSize = 25 } = req.query as Query<'listAdminStoreProducts'>;
    res.json(await service.listStoreProducts(db, { storeId, q }, page, pageSize));
  });

  router.patch('/api/admin/store-products/:id', async (req, res) => {
    const { isActive } = req.body as JsonBody<'updateAdminStoreProduct'>;
    res.json(await service.setStoreProductActiveAsAdmin(db, req.user!, req.params.id as string, isActive));
  });

  router.get('/api/admin/orders', async (req, res) => {
    const { q, status = 'all', page = 1, pageSize = 25 } = req.query as Query<'listAdminOrders'>;
    res.json(await service.listOrders(db, { q, status: status === 'all' ? undefined : status }, page, pageSize));
  });

  router.patch('/api/admin/orders/:id', async (req, res) => {
    const input = req.body as JsonBody<'updateAdminOrder'>;
    const result = await service.setOrderStatus(db, req.user!, req.params.id as string, input, config.publicUrl);
    if (input.status === 'cancelled') await refunds?.ordersCancelled([req.params.id as string]);
    res.json(result);
  });

  router.delete('/api/admin/orders/:id', async (req, res) => {
    const owed = await service.deleteOrder(db, req.user!, req.params.id as string, refunds?.owedBack);
    if (owed.length) await refunds?.issue(owed);
    res.status(204).end();
  });

  return router;
}

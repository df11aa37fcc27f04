import { Router, type Request } from 'express';
import type { AppDeps } from '../../app-deps.js';
import type { JsonBody } from '../../http/contract.js';
import type { PaymentsContext } from './payments.context.js';
import { createOrder } from './payments.create-order.js';
import * as service from './payments.service.js';
import { payTestOrder } from './test-gateway.service.js';
import { receiveWebhook } from './payments.webhook.js';
import { refuseSuspended } from '../../http/suspension-guard.js';

/** The raw bytes of the webhook's body, kept by the JSON parser for the signature check. */
export const rawBodyOf = (req: Request) => (req as Request & { rawBody?: Buffer }).rawBody;

export function paymentsRoutes({ rateLimits }: AppDeps, ctx: PaymentsContext): Router {
  const router = Router();

  router.post('/api/razorpay/create-order', refuseSuspended, rateLimits.perUser('payment-order', 40, 60 * 60), async (req, res) => {
    const { notes } = req.body as JsonBody<'createPaymentOrder'>;
    res.status(201).json(await createOrder(ctx, req.user!, notes));
  });

  router.post('/api/razorpay/verify-payment', rateLimits.perUser('payment-verify', 120, 60 * 60), async (req, res) => {
    res.json(await service.verifyPayment(ctx, req.user!, req.body as JsonBody<'verifyPayment'>));
  });

  router.post('/api/razorpay/webhook', async (req, res) => {
    res.json(await receiveWebhook(ctx, rawBodyOf(req), req.get('x-razorpay-signature'), req.get('x-razorpay-event-id')));
  });

  router.get('/api/purchases/:id', async (req, res) => {
    res.json(await service.getPurchase(ctx, req.user!, req.params.id));
  });

  router.post('/api/test-gateway/orders/:orderId/pay', rateLimits.perUser('test-gateway', 120, 60 * 60), async (req, res) => {
    const { outcome } = req.body as JsonBody<'payTestGatewayOrder'>;
    res.json(await payTestOrder(ctx, req.user!, String(req.params.orderId), outcome));
  });

  return router;
}

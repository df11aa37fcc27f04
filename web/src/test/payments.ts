/** Answers for the payment path's calls (create-order, the test gateway, verify), for page tests. */
import type { PaymentOrder, Purchase } from '@thriftz/client/generated/model';
import { json } from './api-stub';

export const TEST_ORDER_ID = 'order_test_1';

export function paymentOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: TEST_ORDER_ID,
    amount: 14900,
    currency: 'INR',
    receipt: 'rcpt_1',
    purchaseId: '9a9a9a9a-1111-4222-8333-444444444444',
    gateway: 'test',
    keyId: 'rzp_test_local',
    name: 'Thriftz',
    description: 'Mid Plan (30 days)',
    prefill: { name: 'Ravi Kumar', email: 'viewer@campus.edu' },
    ...overrides,
  };
}

export const GATEWAY_ANSWER = {
  razorpay_order_id: TEST_ORDER_ID,
  razorpay_payment_id: 'pay_test_1',
  razorpay_signature: 'sig',
};

export function fulfilledPurchase(overrides: Partial<Purchase> = {}): Purchase {
  return {
    id: '9a9a9a9a-1111-4222-8333-444444444444',
    kind: 'plan',
    status: 'fulfilled',
    amount: 149,
    currency: 'INR',
    description: 'Mid Plan (30 days)',
    gatewayOrderId: TEST_ORDER_ID,
    gatewayPaymentId: 'pay_test_1',
    createdAt: '2025-08-04T10:00:00Z',
    paidAt: '2025-08-04T10:01:00Z',
    fulfilledAt: '2025-08-04T10:01:00Z',
    grant: { subscriptionId: '7b7b7b7b-1111-4222-8333-444444444444' },
    ...overrides,
  };
}

/** The three payment calls answering a successful test-gateway payment; merge into a RouteMap. */
export function paymentRoutes(order: PaymentOrder = paymentOrder(), purchase: Purchase = fulfilledPurchase()) {
  return {
    'POST /api/razorpay/create-order': json(order, 201),
    [`POST /api/test-gateway/orders/${order.id}/pay`]: json(GATEWAY_ANSWER),
    'POST /api/razorpay/verify-payment': json({ verified: true, purchase }),
  };
}

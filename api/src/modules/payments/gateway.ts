/** A gateway order as Razorpay answers it (the fields this API reads). */
export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** One payment attempt on an order. */
export interface GatewayPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
}

/** A refund of one payment, as the gateway reports it: `processed` once the money is on its way back. */
export interface GatewayRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface CreateGatewayOrder {
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
  notes: Record<string, string>;
}

/**
 * Where money moves: Razorpay through its SDK, or the built-in test gateway. Both sign checkout
 * results and webhooks the same way (see signatures.ts), so everything above this is one path.
 */
export interface PaymentGateway {
  kind: 'razorpay' | 'test';
  keyId: string;
  createOrder(order: CreateGatewayOrder): Promise<GatewayOrder>;
  /** The order's payment attempts, for settling purchases whose browser never came back. */
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Refunds `amountPaise` of a captured payment; throws when the gateway refuses. */
  refund(paymentId: string, amountPaise: number): Promise<GatewayRefund>;
  /** A refund made earlier, for one the gateway left pending. */
  fetchRefund(paymentId: string, refundId: string): Promise<GatewayRefund>;
}

/** A payment that took the buyer's money (auto-capture is on for every order). */
export const isSuccessful = (payment: GatewayPayment) => payment.status === 'captured' || payment.status === 'authorized';

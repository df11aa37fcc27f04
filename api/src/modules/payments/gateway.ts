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
}

/** A payment that took the buyer's money (auto-capture is on for every order). */
export const isSuccessful = (payment: GatewayPayment) => payment.status === 'captured' || payment.status === 'authorized';

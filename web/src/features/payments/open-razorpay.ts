/** Razorpay's own payment window for an order, resolved with how it ended. */
import type { PaymentOrder } from '@thriftz/client/generated/model';
import type { GatewayOutcome } from './gateway-outcome';
import { loadRazorpay } from './load-razorpay';
import { PAYMENT_FAILED_MESSAGE } from './test-gateway-dialog';

export const GATEWAY_LOAD_FAILED_MESSAGE = 'Failed to load payment gateway';

/**
 * A failed attempt keeps Razorpay's window open for another try, so 'payment.failed' only shows
 * its message (through `onAttemptFailed`); the outcome is the next success, or the window's close
 * (failed when an attempt failed, dismissed otherwise).
 */
export async function openRazorpay(order: PaymentOrder, onAttemptFailed: (message: string) => void): Promise<GatewayOutcome> {
  let Razorpay;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    return { kind: 'failed', message: GATEWAY_LOAD_FAILED_MESSAGE };
  }
  return new Promise<GatewayOutcome>((resolve) => {
    let attemptFailed = false;
    const rzp = new Razorpay({
      key: order.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      theme: { color: '#059669' },
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: {
        ondismiss: () => resolve(attemptFailed ? { kind: 'failed', message: '' } : { kind: 'dismissed' }),
      },
    });
    rzp.on('payment.failed', () => {
      attemptFailed = true;
      onAttemptFailed(PAYMENT_FAILED_MESSAGE);
    });
    rzp.open();
  });
}

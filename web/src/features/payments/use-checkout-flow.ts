/**
 * The payment path's steps: create the order (the server prices it), open the gateway the order
 * names, verify what the gateway hands back, then refresh everything a purchase can change. Each
 * failure shows the spec's message; closing the window only resets the processing state.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { createPaymentOrder, getPurchase, verifyPayment } from '@thriftz/client/generated/payments/payments';
import type { OrderNotes, PaymentOrder, Purchase } from '@thriftz/client/generated/model';
import { refreshAfterPurchase, type Checkout, type CheckoutResult, type PayOptions } from '../../lib/checkout';
import type { GatewayOutcome } from './gateway-outcome';
import { openRazorpay } from './open-razorpay';

export const VERIFY_FAILED_MESSAGE = 'Payment verification failed';
export const PAYMENT_CANCELLED_MESSAGE = 'Payment cancelled';

/** The server's own words for a refusal (409 'This product is already boosted', 502 'Failed to create payment order'), else the caller's. */
function initiateMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.problem.detail && (error.status < 500 || error.status === 502)) return error.problem.detail;
  return fallback;
}

/** How long, after a verify call that did not get through, to watch for the webhook settling the payment. */
const SETTLE_POLLS = [500, 1000, 1500, 2000, 3000];

/**
 * The verify call did not get through (network, server), but the gateway took the money: its
 * webhook settles the purchase on the server. Watches the purchase for a few seconds; answers it
 * once fulfilled, else undefined.
 */
async function settledMeanwhile(purchaseId: string): Promise<Purchase | undefined> {
  for (const delay of SETTLE_POLLS) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const purchase = await getPurchase(purchaseId).catch(() => undefined);
    if (purchase?.status === 'fulfilled') return purchase;
  }
  return undefined;
}

/** An order waiting in the test gateway's window, and how to finish it. */
export interface TestPayment {
  order: PaymentOrder;
  finish: (outcome: GatewayOutcome) => void;
}

export function useCheckoutFlow(): { checkout: Checkout; testPayment: TestPayment | null } {
  const queryClient = useQueryClient();
  const [processing, setProcessing] = useState(false);
  const [testPayment, setTestPayment] = useState<TestPayment | null>(null);
  const busy = useRef(false);

  const openTestGateway = useCallback(
    (order: PaymentOrder) =>
      new Promise<GatewayOutcome>((resolve) => {
        setTestPayment({
          order,
          finish: (outcome) => {
            setTestPayment(null);
            resolve(outcome);
          },
        });
      }),
    [],
  );

  const pay = useCallback(
    async (notes: OrderNotes, { initiateError }: PayOptions): Promise<CheckoutResult> => {
      // One payment at a time: a second click while a window is open does nothing.
      if (busy.current) return { status: 'dismissed' };
      busy.current = true;
      setProcessing(true);
      try {
        let order: PaymentOrder;
        try {
          order = await createPaymentOrder({ currency: 'INR', notes });
        } catch (error) {
          toast.error(initiateMessage(error, initiateError));
          return { status: 'failed' };
        }

        const outcome =
          order.gateway === 'razorpay' ? await openRazorpay(order, (message) => toast.error(message)) : await openTestGateway(order);
        if (outcome.kind === 'dismissed') {
          toast.info(PAYMENT_CANCELLED_MESSAGE);
          return { status: 'dismissed' };
        }
        if (outcome.kind === 'failed') {
          if (outcome.message) toast.error(outcome.message);
          return { status: 'failed' };
        }

        // A refused signature (400) is final; any other failure may still be settled by the webhook.
        const purchase = await verifyPayment(outcome.response).then(
          (verified) => verified.purchase,
          (error: unknown) => (error instanceof ApiError && error.status === 400 ? undefined : settledMeanwhile(order.purchaseId)),
        );
        if (!purchase) {
          toast.error(VERIFY_FAILED_MESSAGE);
          return { status: 'failed' };
        }
        await refreshAfterPurchase(queryClient);
        return { status: 'paid', purchase };
      } finally {
        busy.current = false;
        setProcessing(false);
      }
    },
    [openTestGateway, queryClient],
  );

  const checkout = useMemo(() => ({ pay, processing }), [pay, processing]);
  return { checkout, testPayment };
}

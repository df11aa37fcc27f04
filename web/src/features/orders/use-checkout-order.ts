/**
 * Checkout's steps after the form: place the order (the server prices it and reserves the stock);
 * cash on delivery ends there; prepaid leaves an order awaiting its payment, paid through the
 * payment path (lib/checkout.ts) as often as the student tries, or abandoned (its stock
 * returned). Only a placed or paid order takes its lines out of the cart, about 100 ms after the
 * success (document 2, sections 4 and 9): a failure or a closed payment window keeps the cart.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '@thriftz/client/fetcher';
import { abandonOrder, getListMyOrdersQueryKey, getOrder, placeOrder } from '@thriftz/client/generated/orders/orders';
import type { CheckoutInput, Order } from '@thriftz/client/generated/model';
import { errorMessage } from '../../lib/api-error';
import { lineKey, removeCartLines, type CartItem } from '../../lib/cart';
import { useCheckout } from '../../lib/checkout';
import { CHECKOUT_MESSAGES } from './checkout-schema';

/** Document 2, section 9: the cart is cleared about 100 ms after success. */
export const CART_CLEAR_DELAY_MS = 100;

export const orderConfirmationPath = (order: Pick<Order, 'orderId'>) => `/order-confirmation?order=${encodeURIComponent(order.orderId)}`;

export type Phase = 'details' | 'placing' | 'awaiting-payment' | 'paying' | 'abandoning' | 'done';

export function useCheckoutOrder(storeId: string, lines: readonly CartItem[]) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pay, processing } = useCheckout();
  const [phase, setPhase] = useState<Phase>('details');
  const [awaiting, setAwaiting] = useState<Order | null>(null);

  const succeed = (order: Order, message: string) => {
    setPhase('done');
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: getListMyOrdersQueryKey() });
    navigate(orderConfirmationPath(order), { replace: true, state: { orderId: order.orderId } });
    const bought = lines.map(lineKey);
    window.setTimeout(() => removeCartLines(bought), CART_CLEAR_DELAY_MS);
  };

  const payFor = async (order: Order) => {
    setPhase('paying');
    const result = await pay(
      { type: 'store_order', orderId: order._id, storeId, paymentType: 'prepaid' },
      { initiateError: CHECKOUT_MESSAGES.initiateFailed },
    );
    if (result.status === 'paid') return succeed(order, CHECKOUT_MESSAGES.paid);
    // Not paid here; the gateway's webhook may still have settled it, or the server given the order up.
    const now = await getOrder(order._id).catch(() => order);
    if (now.status === 'awaiting_payment') {
      setPhase('awaiting-payment');
      return;
    }
    if (now.status !== 'abandoned' && now.status !== 'cancelled') return succeed(now, CHECKOUT_MESSAGES.paid);
    setAwaiting(null);
    setPhase('details');
    toast.error(CHECKOUT_MESSAGES.placeFailed);
  };

  /** Places the order; returns the refusal when the server said no (field errors for the form), else nothing. */
  const place = async (input: CheckoutInput): Promise<ApiError | undefined> => {
    setPhase('placing');
    let order: Order;
    try {
      order = await placeOrder(input);
    } catch (error) {
      setPhase('details');
      return error instanceof ApiError ? error : new ApiError({ type: 'about:blank', title: 'Network error', status: 0 });
    }
    // Cash on delivery, or a prepaid order with nothing to charge (the server places it paid): done.
    if (order.status !== 'awaiting_payment') {
      succeed(order, CHECKOUT_MESSAGES.placed);
      return undefined;
    }
    setAwaiting(order);
    await payFor(order);
    return undefined;
  };

  const abandon = async () => {
    if (!awaiting) return;
    setPhase('abandoning');
    try {
      await abandonOrder(awaiting._id);
      setAwaiting(null);
      setPhase('details');
      toast.info('Order cancelled. Your cart is unchanged.');
    } catch (error) {
      // Paid meanwhile (409): it is no longer the student's to give up.
      const now = await getOrder(awaiting._id).catch(() => undefined);
      if (now && now.status !== 'awaiting_payment' && now.status !== 'abandoned' && now.status !== 'cancelled') return succeed(now, CHECKOUT_MESSAGES.paid);
      setPhase('awaiting-payment');
      toast.error(errorMessage(error, 'Failed to cancel the order. Please try again.'));
    }
  };

  return {
    phase,
    awaiting,
    busy: phase === 'placing' || phase === 'paying' || phase === 'abandoning' || phase === 'done' || processing,
    place,
    completePayment: () => (awaiting ? payFor(awaiting) : Promise.resolve()),
    abandon,
  };
}

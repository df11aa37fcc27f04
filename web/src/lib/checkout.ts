/**
 * The one payment path, as the pages that sell something see it: `pay(notes)` opens the gateway
 * (Razorpay's checkout, or the built-in test gateway without keys), verifies the payment and
 * resolves with what happened. The payments feature implements it (features/payments/
 * checkout-provider.tsx); the app layer puts that provider around the pages that sell, so a
 * selling feature never imports the payments feature.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { OrderNotes, Purchase } from '@thriftz/client/generated/model';

export type CheckoutResult =
  | { status: 'paid'; purchase: Purchase }
  | { status: 'failed' }
  | { status: 'dismissed' };

export interface PayOptions {
  /**
   * The caller's words when the order cannot be made ('Failed to initiate subscription'); a
   * refusal's own detail (a 409's 'This product is already boosted') is shown instead.
   */
  initiateError: string;
}

export interface Checkout {
  /** Resolves once the payment is verified and granted, failed (message shown) or dismissed. */
  pay: (notes: OrderNotes, options: PayOptions) => Promise<CheckoutResult>;
  /** True from the order's creation until its outcome: buttons that pay are disabled meanwhile. */
  processing: boolean;
}

export const CheckoutContext = createContext<Checkout | null>(null);

/** The payment path of the page; the app layer puts features/payments/checkout-provider.tsx around the page. */
export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error('useCheckout: no CheckoutProvider around this page (features/payments/checkout-provider.tsx, put there by app/)');
  return checkout;
}

/** The reads a purchase or a boost can change: quotas, history, boosts, one's listings, the home's hot deals. */
const CHANGED_BY_PURCHASE = ['/api/subscription/', '/api/subscriptions/', '/api/boosts', '/api/listings/mine', '/api/listings/hot-deals'];

const changedByPurchase = (query: Query) => {
  const head = query.queryKey[0];
  return typeof head === 'string' && CHANGED_BY_PURCHASE.some((prefix) => head.startsWith(prefix));
};

export function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: changedByPurchase });
}

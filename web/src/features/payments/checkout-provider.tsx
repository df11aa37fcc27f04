/** Gives the pages inside it the payment path (lib/checkout.ts) and hosts the test gateway's window. */
import type { ReactNode } from 'react';
import { CheckoutContext } from '../../lib/checkout';
import { TestGatewayDialog } from './test-gateway-dialog';
import { useCheckoutFlow } from './use-checkout-flow';

export function CheckoutProvider({ children }: { children: ReactNode }) {
  const { checkout, testPayment } = useCheckoutFlow();
  return (
    <CheckoutContext.Provider value={checkout}>
      {children}
      {testPayment ? <TestGatewayDialog key={testPayment.order.id} order={testPayment.order} onOutcome={testPayment.finish} /> : null}
    </CheckoutContext.Provider>
  );
}

// /checkout with the payment path around it: the orders feature places the order, the payments
// feature takes a prepaid order's money; the app layer joins the two.
import CheckoutPage from '../features/orders/checkout-page';
import { CheckoutProvider } from '../features/payments/checkout-provider';

export default function CheckoutRoute() {
  return (
    <CheckoutProvider>
      <CheckoutPage />
    </CheckoutProvider>
  );
}

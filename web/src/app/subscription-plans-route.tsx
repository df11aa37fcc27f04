// /subscription-plans with the payment path around it: the subscriptions feature sells, the
// payments feature takes the money; the app layer joins the two.
import { CheckoutProvider } from '../features/payments/checkout-provider';
import SubscriptionPlansPage from '../features/subscriptions/subscription-plans-page';

export default function SubscriptionPlansRoute() {
  return (
    <CheckoutProvider>
      <SubscriptionPlansPage />
    </CheckoutProvider>
  );
}

// /subscription-management with the payment path around it: a pending plan is paid for from
// there (features/subscriptions/pending-plan-actions.tsx); the app layer joins the two features.
import { CheckoutProvider } from '../features/payments/checkout-provider';
import SubscriptionManagementPage from '../features/subscriptions/subscription-management-page';

export default function SubscriptionManagementRoute() {
  return (
    <CheckoutProvider>
      <SubscriptionManagementPage />
    </CheckoutProvider>
  );
}

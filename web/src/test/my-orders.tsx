/** Renders My Orders as the profile does: inside the payment path (app/profile-route.tsx wraps it the same way). */
import { MyOrdersTab } from '../features/orders/my-orders-tab';
import { CheckoutProvider } from '../features/payments/checkout-provider';
import { renderRoute } from './render-route';

export function renderMyOrdersTab() {
  return renderRoute(
    [
      {
        path: '*',
        element: (
          <CheckoutProvider>
            <MyOrdersTab />
          </CheckoutProvider>
        ),
      },
    ],
    '/profile?tab=orders',
  );
}

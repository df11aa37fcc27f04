// The profile page with the tabs other features own (My Listings, My Orders, Ad Boost, the subscription): the
// app layer joins them, so the users feature imports none of them. Boosts and renewals pay, so
// the payment path wraps the page.
import { BoostTab } from '../features/boosts/boost-tab';
import { MyOrdersTab } from '../features/orders/my-orders-tab';
import { CheckoutProvider } from '../features/payments/checkout-provider';
import { SubscriptionTab } from '../features/subscriptions/subscription-tab';
import ProfilePage from '../features/users/profile-page';
import { MyListingsTab } from './my-listings-tab';

export default function ProfileRoute() {
  return (
    <CheckoutProvider>
      <ProfilePage
        listingsTab={<MyListingsTab />}
        ordersTab={<MyOrdersTab />}
        boostTab={(uid) => <BoostTab uid={uid} />}
        subscriptionTab={(uid) => <SubscriptionTab uid={uid} />}
      />
    </CheckoutProvider>
  );
}

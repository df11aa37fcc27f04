// The profile page with the tabs other features own (My Listings, the subscription): the app
// layer joins them, so the users feature imports neither.
import { SubscriptionTab } from '../features/subscriptions/subscription-tab';
import ProfilePage from '../features/users/profile-page';
import { MyListingsTab } from './my-listings-tab';

export default function ProfileRoute() {
  return <ProfilePage listingsTab={<MyListingsTab />} subscriptionTab={(uid) => <SubscriptionTab uid={uid} />} />;
}

// The subscriptions module's public face for other modules.
export { toCurrentSubscription, withCurrentSubscription, type CurrentSubscriptionColumns } from './current-subscription.js';
export { subscriptionsRoutes } from './subscriptions.routes.js';
export { consumeListingSlot, NO_LISTINGS_LEFT } from './subscriptions.service.js';

// The subscriptions module's public face for other modules.
export { currentSubscriptionJoin, currentSubscriptionsOf, planInForce, type CurrentSubscription } from './current-subscription.js';
export {
  findUserSubscription,
  listUserSubscriptions,
  setUserSubscriptionStatus,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_NOT_FOUND,
  type UserSubscriptionFilter,
  type UserSubscriptionRow,
} from './subscriptions.admin.js';
export { subscriptionsRoutes } from './subscriptions.routes.js';
export { consumeAdCredit, consumeListingSlot, NO_ADS_LEFT, NO_LISTINGS_LEFT } from './subscriptions.service.js';
export {
  describePlanPurchase,
  findPlan,
  grantAdminPlan,
  grantExtraAds,
  grantExtraListings,
  grantPaidPlan,
  grantPlan,
  PLAN_DAYS,
  PLAN_SWITCHING,
} from './subscriptions.grants.js';
export { NOT_OWN_ADDRESS, NOTHING_TO_CONFIRM, requestSubscriptionConfirmation } from './subscriptions.confirmation.js';
export { getCurrentSubscription, getOwnSubscription, lockPlanInForce, NOTHING_TO_CANCEL } from './subscriptions.service.js';
export { expireSubscriptions, resetStaleMonthlyCounters, sendRenewalReminders } from './subscriptions.jobs.js';

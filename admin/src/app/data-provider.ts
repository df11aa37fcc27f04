import { combineDataProviders, type DataProvider } from 'react-admin';
import { FINANCE_RESOURCE, financeDataProvider } from '../features/finance/finance-data-provider';
import { REFUNDS_RESOURCE, refundsDataProvider } from '../features/finance/refunds-data-provider';
import { RECRUITMENT_RESOURCE, recruitmentDataProvider } from '../features/recruitment/recruitment-data-provider';
import { MINI_STORES_RESOURCE, miniStoresDataProvider } from '../features/mini-stores/mini-stores-data-provider';
import { STORE_PRODUCTS_RESOURCE, storeProductsDataProvider } from '../features/mini-stores/store-products-data-provider';
import { ORDERS_RESOURCE, ordersDataProvider } from '../features/orders/orders-data-provider';
import { PRODUCTS_RESOURCE, productsDataProvider } from '../features/products/products-data-provider';
import { moderationProviders } from '../features/moderation/moderation-data-provider';
import {
  SITE_NOTIFICATIONS_RESOURCE,
  siteNotificationsDataProvider,
} from '../features/site-notifications/site-notifications-data-provider';
import { SUBSCRIPTIONS_RESOURCE, subscriptionsDataProvider } from '../features/subscriptions/subscriptions-data-provider';
import { USERS_RESOURCE, usersDataProvider } from '../features/users/users-data-provider';
import { ROOMMATE_LISTINGS_RESOURCE, roommateListingsDataProvider } from '../features/roommate-listings/roommate-listings-data-provider';
import { PRODUCT_REQUESTS_RESOURCE, productRequestsDataProvider } from '../features/product-requests/product-requests-data-provider';
import { ADS_RESOURCE, adsDataProvider } from '../features/ads/ads-data-provider';
import { CONTACT_RESOURCE, contactDataProvider } from '../features/contact/contact-data-provider';
import { ACCESS_TOKENS_RESOURCE, accessTokensDataProvider } from '../features/developer-settings/access-tokens-data-provider';

export { USERS_RESOURCE };

/**
 * Each panel's resource and its provider: a panel adds one line here. Its custom methods (react-admin
 * has no verb for them) are typed by the panel's own provider type, e.g. UsersDataProvider, and
 * reached with useDataProvider<UsersDataProvider>(): the proxy forwards any method by resource.
 */
const providers: Record<string, DataProvider> = {
  [USERS_RESOURCE]: usersDataProvider,
  [FINANCE_RESOURCE]: financeDataProvider,
  [REFUNDS_RESOURCE]: refundsDataProvider,
  [RECRUITMENT_RESOURCE]: recruitmentDataProvider,
  [PRODUCTS_RESOURCE]: productsDataProvider,
  [MINI_STORES_RESOURCE]: miniStoresDataProvider,
  [STORE_PRODUCTS_RESOURCE]: storeProductsDataProvider,
  [ORDERS_RESOURCE]: ordersDataProvider,
  [ROOMMATE_LISTINGS_RESOURCE]: roommateListingsDataProvider,
  [PRODUCT_REQUESTS_RESOURCE]: productRequestsDataProvider,
  [ADS_RESOURCE]: adsDataProvider,
  [CONTACT_RESOURCE]: contactDataProvider,
  ...moderationProviders,
  [SITE_NOTIFICATIONS_RESOURCE]: siteNotificationsDataProvider,
  [SUBSCRIPTIONS_RESOURCE]: subscriptionsDataProvider,
  [ACCESS_TOKENS_RESOURCE]: accessTokensDataProvider,
};

export const dataProvider = combineDataProviders((resource) => {
  const provider = providers[resource];
  if (!provider) throw new Error(`Unknown resource "${resource}": no panel provides it.`);
  return provider;
});

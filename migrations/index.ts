import type { Knex } from 'knex';
import * as core from './20261122000000-core.js';
import * as accounts from './20261122000100-accounts.js';
import * as listings from './20261122010000-listings.js';
import * as requests from './20261122020000-requests.js';
import * as listingIndexes from './20261122030000-listing-indexes.js';
import * as unattachedImages from './20261122040000-unattached-images.js';
import * as roommates from './20261123000000-roommates.js';
import * as chat from './20261123010000-chat.js';
import * as searchVectors from './20261124000000-search-vectors.js';
import * as browseIndexes from './20261124000100-browse-indexes.js';
import * as searchPerType from './20261124000200-search-per-type.js';
import * as avatarImages from './20261125000000-avatar-images.js';
import * as meetingSpots from './20261125010000-meeting-spots.js';
import * as postSuggestions from './20261125120000-post-suggestions.js';
import * as payments from './20261126000000-payments.js';
import * as stores from './20261127000000-stores.js';
import * as ads from './20261128000000-ads.js';
import * as auditLog from './20261129000000-audit-log.js';
import * as dashboard from './20261129070000-dashboard.js';
import * as earlySignup from './20261130000000-early-signup.js';
import * as orderNumberSearch from './20261130010000-order-number-search.js';
import * as refunds from './20261201000000-refunds.js';
import * as emailOnce from './20261201010000-email-once.js';
import * as refundPlanSwitching from './20261201020000-refund-plan-switching.js';
import * as refundsListIndex from './20261201030000-refunds-list-index.js';
import * as emailOutboxLease from './20261202000000-email-outbox-lease.js';
import * as chatMessageSeq from './20261202010000-chat-message-seq.js';
import * as settingsCacheNotify from './20261203000000-settings-cache-notify.js';
import * as listingCountSnapshots from './20261203010000-listing-count-snapshots.js';
import * as accessTokens from './20261207000000-access-tokens.js';
import * as publicReadNotify from './20261210000000-public-read-notify.js';
import * as sessionReadNotify from './20261211000000-session-read-notify.js';
import * as alerts from './20261212000000-alerts.js';
import * as messageAlerts from './20261212100000-message-alerts.js';
import * as offers from './20261213000000-offers.js';
import * as reviews from './20261214000000-reviews.js';
import * as savedSearches from './20261215000000-saved-searches.js';
import * as financeSettings from './20261129020000-finance-settings.js';
import * as recruitment from './20261129040000-recruitment.js';
import * as emailPreferences from './20261129030000-email-preferences.js';
import * as adminCommerce from './20261129060000-admin-commerce.js';
import * as moderation from './20261129050000-moderation.js';
import * as siteNotifications from './20261129010000-site-notifications.js';

/**
 * The migrations in order. Listed statically so the same code runs from TypeScript sources
 * (tests, dev) and from the compiled build.
 */
const migrations: Record<string, Knex.Migration> = {
  '20261122000000-core': core,
  '20261122000100-accounts': accounts,
  '20261122010000-listings': listings,
  '20261122020000-requests': requests,
  '20261122030000-listing-indexes': listingIndexes,
  '20261122040000-unattached-images': unattachedImages,
  '20261123000000-roommates': roommates,
  '20261123010000-chat': chat,
  '20261124000000-search-vectors': searchVectors,
  '20261124000100-browse-indexes': browseIndexes,
  '20261124000200-search-per-type': searchPerType,
  '20261125000000-avatar-images': avatarImages,
  '20261125010000-meeting-spots': meetingSpots,
  '20261125120000-post-suggestions': postSuggestions,
  '20261126000000-payments': payments,
  '20261127000000-stores': stores,
  '20261128000000-ads': ads,
  '20261129000000-audit-log': auditLog,
  '20261129010000-site-notifications': siteNotifications,
  '20261129020000-finance-settings': financeSettings,
  '20261129030000-email-preferences': emailPreferences,
  '20261129040000-recruitment': recruitment,
  '20261129050000-moderation': moderation,
  '20261129060000-admin-commerce': adminCommerce,
  '20261129070000-dashboard': dashboard,
  '20261130000000-early-signup': earlySignup,
  '20261130010000-order-number-search': orderNumberSearch,
  '20261201000000-refunds': refunds,
  '20261201010000-email-once': emailOnce,
  '20261201020000-refund-plan-switching': refundPlanSwitching,
  '20261201030000-refunds-list-index': refundsListIndex,
  '20261202000000-email-outbox-lease': emailOutboxLease,
  '20261202010000-chat-message-seq': chatMessageSeq,
  '20261203000000-settings-cache-notify': settingsCacheNotify,
  '20261203010000-listing-count-snapshots': listingCountSnapshots,
  '20261207000000-access-tokens': accessTokens,
  '20261210000000-public-read-notify': publicReadNotify,
  '20261211000000-session-read-notify': sessionReadNotify,
  '20261212000000-alerts': alerts,
  '20261212100000-message-alerts': messageAlerts,
  '20261213000000-offers': offers,
  '20261214000000-reviews': reviews,
  '20261215000000-saved-searches': savedSearches,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

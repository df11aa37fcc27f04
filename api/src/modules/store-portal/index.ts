// The store-portal module's public face for other modules (and the demo seed, and the admin panel to come).
export { generateEntryCode, hashEntryCode, randomEntryCode, regenerateEntryCode, type EntryCodeConfig, type EntryCodeRequester } from './store-portal.entry-code.js';
export { storePortalRoutes } from './store-portal.routes.js';

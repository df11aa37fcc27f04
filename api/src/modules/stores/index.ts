// The stores module's public face for other modules. It alone writes stores, store_slides and store_promos.
export { findIdByEntryCodeHash, findRef as lookupStoreRef, setEntryCodeHash, type StoreRefRow } from './stores.repository.js';
export { storesRoutes } from './stores.routes.js';
export { findStoreRef, getPortalStore, getShowcase, isNew, listStores, STORE_NOT_FOUND } from './stores.service.js';
export { isContactLink, storeSettingsFormMessages, updateStoreSettings } from './stores.settings.js';
export { deleteStoreAsAdmin, listStoresForAdmin, type AdminStoreRow } from './stores.admin.js';

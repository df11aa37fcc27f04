// The listings module's public face for other modules.
export { listingsRoutes } from './listings.routes.js';
export { listingPage } from './listings.page.js';
export { listingsDiscoveryRoutes } from './listings.discovery.routes.js';
export { expireDueListings } from './listings.expiry.js';
export {
  existingIds as existingListingIds,
  findBoostableListing,
  findSeller as findListingSeller,
  hideListing,
  setListingBoosted,
  type BoostableListing,
} from './listings.repository.js';
export { createListing, deleteListing, findListingCards, getListing, markSold, PRODUCT_NOT_FOUND } from './listings.service.js';
export { updateListing } from './listings.update.js';
export { findOfferableListing, setListingReservation, type OfferableListing } from './listings.reservation.js';
export { findListingForAdmin, listListingsForAdmin, setListingAvailability, type AdminListingFilter, type AdminListingRow } from './listings.admin.js';

// The listings module's public face for other modules.
export { listingsRoutes } from './listings.routes.js';
export { expireDueListings } from './listings.expiry.js';
export { findSeller as findListingSeller } from './listings.repository.js';
export { createListing, deleteListing, getListing, markSold, PRODUCT_NOT_FOUND } from './listings.service.js';
export { slugify } from './listings.slug.js';

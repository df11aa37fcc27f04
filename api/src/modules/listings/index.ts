// The listings module's public face for other modules.
export { listingsRoutes } from './listings.routes.js';
export { getListing, PRODUCT_NOT_FOUND } from './listings.service.js';
export { slugify } from './listings.slug.js';

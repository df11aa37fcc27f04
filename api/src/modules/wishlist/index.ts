// The wishlist module's public face for other modules.
export { wishlistRoutes } from './wishlist.routes.js';

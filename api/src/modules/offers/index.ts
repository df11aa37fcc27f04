// The offers module's public face for other modules: it alone writes the offers table.
export { offersRoutes } from './offers.routes.js';

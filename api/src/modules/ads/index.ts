// The ads module's public face.
export { adsRoutes } from './ads.routes.js';

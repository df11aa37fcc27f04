// The reports module's public face for other modules.
export { reportsRoutes } from './reports.routes.js';

// The admin-reports module's public face for other modules.
export { adminReportsRoutes } from './admin-reports.routes.js';

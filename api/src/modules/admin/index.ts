// The admin module's public face for other modules.
export { adminRoutes, requireAdmin } from './admin.routes.js';

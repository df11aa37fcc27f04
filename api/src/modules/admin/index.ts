// The admin module's public face for other modules.
export { adminModerationRoutes } from './admin-moderation.routes.js';
export { adminRoutes, requireAdmin } from './admin.routes.js';

// The admin module's public face for other modules.
export { adminDashboardRoutes } from './admin-dashboard.routes.js';
export { adminContactRoutes } from './admin-contact.routes.js';
export { adminModerationRoutes } from './admin-moderation.routes.js';
export { adminRoutes } from './admin.routes.js';
export { adminSubscriptionsRoutes } from './admin-subscriptions.routes.js';
export { adminUserSubscriptionsRoutes } from './admin-user-subscriptions.routes.js';

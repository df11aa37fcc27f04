// The notifications module's public face.
export { notificationsRoutes } from './notifications.routes.js';
export { DISMISSED_COOKIE, siteBannerQueries } from './notifications.banner.js';

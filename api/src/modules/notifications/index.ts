// The notifications module's public face.
export { notificationsRoutes } from './notifications.routes.js';

// The alerts module's public face for other modules: it alone writes the alerts table.
export { alertsRoutes } from './alerts.routes.js';
export { alertUnreadMessages, unreadMessageAlerts } from './message-alerts.js';
export { notify, notifyAll, rupees, type AlertInput } from './notify.js';
export type { AlertKind } from './alerts.repository.js';

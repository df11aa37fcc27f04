// The moderation module's public face for other modules.
export { moderationRoutes } from './moderation.routes.js';
export { reportOutcomeWords } from './moderation-alerts.js';

// The contact module's public face for other modules.
export { contactRoutes } from './contact.routes.js';

// The requests module's public face for other modules.
export { existingIds as existingRequestIds } from './requests.repository.js';
export { requestsRoutes } from './requests.routes.js';
export { findRequestCards, getRequest, REQUEST_NOT_FOUND } from './requests.service.js';

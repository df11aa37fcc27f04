// The requests module's public face for other modules.
export { expireDueRequests } from './requests.expiry.js';
export { existingIds as existingRequestIds } from './requests.repository.js';
export { hideRequest } from './requests.hide.js';
export { requestsRoutes } from './requests.routes.js';
export {
  createRequest,
  DEFAULT_ALIAS,
  deleteRequest,
  findRequestCards,
  getRequest,
  markFulfilled,
  updateRequest,
} from './requests.service.js';
export { requestModeration, type AdminRequestFilter, type AdminRequestRow } from './requests.admin.js';

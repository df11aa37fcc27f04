// The requests module's public face for other modules.
export { expireDueRequests } from './requests.expiry.js';
export { existingIds as existingRequestIds } from './requests.repository.js';
export { requestsRoutes } from './requests.routes.js';
export { requestSuggestionsRoutes } from './requests.suggestions.js';
export {
  createRequest,
  DEFAULT_ALIAS,
  deleteRequest,
  findRequestCards,
  getRequest,
  markFulfilled,
  REQUEST_NOT_FOUND,
  updateRequest,
} from './requests.service.js';
export {
  findRequestForAdmin,
  listRequestsForAdmin,
  requestStats,
  setRequestActive,
  type AdminRequestFilter,
  type AdminRequestRow,
} from './requests.admin.js';

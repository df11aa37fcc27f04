// The roommates module's public face for other modules.
export { expireDueRoommatePosts } from './roommates.expiry.js';
export { existingIds as existingRoommatePostIds } from './roommates.repository.js';
export { roommateFormMessages, roommatesFormMessages } from './roommates.form.js';
export { roommatesRoutes } from './roommates.routes.js';
export {
  createRoommatePost,
  deleteRoommatePost,
  getRoommatePost,
  markInactive as markRoommatePostInactive,
} from './roommates.service.js';
export { roommateModeration, type AdminRoommateFilter, type AdminRoommateRow } from './roommates.admin.js';

// The users module's public face for other modules.
export {
  findSessionUser,
  findSessionUsers,
  findUserByEmail,
  findUserByGoogleId,
  findUserById,
  insertUser,
  linkGoogleAccount,
  markEmailVerified,
  markProfileCreated,
  markWelcomeQueued,
  readSessionWithUser,
  setPasswordHash,
  stopMarketingEmails,
  verifyAndDropUnprovenPassword,
  type UserRow,
} from './users.repository.js';
export { deleteUsers, lockUsers, setAdminFlag, toggleAdminFlags } from './users.admin.js';
export { deletionSummary, type DeletionSummary } from './users.deletion-summary.js';
export { usersRoutes } from './users.routes.js';
export { getProfile, requiredFullName, updateProfile, type CurrentSubscriptionJoin } from './users.service.js';
export {
  addExtraAds,
  addExtraListings,
  recordAdUsed,
  recordListingUsed,
  startNewMonth,
  startNewMonthForStale,
  type CreditSource,
} from './users.quota-counters.js';

// The users module's public face for other modules.
export {
  findSessionUser,
  findUserByEmail,
  findUserByGoogleId,
  findUserById,
  insertUser,
  sessionUserJoin,
  updateUser,
  verifyAndDropUnprovenPassword,
  type UserRow,
} from './users.repository.js';
export { deleteUsers, lockUsers, setAdminFlag, toggleAdminFlags } from './users.admin.js';
export { usersRoutes } from './users.routes.js';
export { getProfile, requiredFullName, updateProfile } from './users.service.js';

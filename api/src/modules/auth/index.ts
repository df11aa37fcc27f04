// The auth module's public face for other modules.
export { authRoutes } from './auth.routes.js';
export { hashPassword } from './passwords.js';
export { createPassport, type PassportInstance } from './passport.js';
export { endSessionsOf } from './sessions.repository.js';

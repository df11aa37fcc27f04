// The auth module's public face for other modules.
export { authRoutes } from './auth.routes.js';
export { hashPassword } from './passwords.js';
export { createPassport, type PassportInstance } from './passport.js';
export { pruneEmailTokens } from './email-tokens.repository.js';
export { endSessionsOf, pruneExpiredSessions } from './sessions.repository.js';

// The auth module's public face for other modules.
export { authRoutes } from './auth.routes.js';
export { registerGoogleStrategy } from './google.js';
export { hashPassword } from './passwords.js';
export { configurePassport } from './passport.js';

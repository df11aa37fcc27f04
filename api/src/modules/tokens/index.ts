// The tokens module's public face: routes, the http layer's token lookup, and ending tokens with their owner's sessions.
export { tokensFormMessages } from './tokens.form.js';
export { tokensRoutes } from './tokens.routes.js';
export { revokeTokensOfStore, revokeTokensOfUsers, tokenResolver } from './tokens.service.js';

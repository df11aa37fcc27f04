// The content module (the original content API's /api/sanity/* calls): its public face.
export { sanityCreatableType, sanityErrorField } from './content.compat.js';
export { expireDue, expiryJob } from './content.expiry.js';
export { contentRoutes } from './content.routes.js';
export { contentFormMessages } from './content.forms.js';

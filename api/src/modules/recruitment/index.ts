// The recruitment module's public face.
export { recruitmentRoutes } from './recruitment.routes.js';
export { insertApplication, type ApplicationInsert } from './recruitment.repository.js';
export { recruitmentFormMessages } from './recruitment-form.js';

// The finance module's public face.
export { financeFormMessages } from './finance.form.js';
export { financeRoutes } from './finance.routes.js';

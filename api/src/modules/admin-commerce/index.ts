// The admin-commerce module's public face (the back office's Products, Mini Stores and Orders panels).
export { adminCommerceRoutes } from './admin-commerce.routes.js';

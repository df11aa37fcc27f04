// The store-products module's public face for other modules. It alone writes store_products and their sizes.
export {
  productsForCheckout,
  releaseStock,
  reserveStock,
  type CheckoutProduct,
  type CheckoutProductSize,
  type StockLine,
} from './store-products.stock.js';
export { countStoreProducts } from './store-products.counts.js';
export { storeProductsFormMessages } from './store-products.form.js';
export { storeProductsRoutes } from './store-products.routes.js';
export { miniStoresPage } from './store-products.page.js';
export { PRODUCT_NOT_FOUND, toStoreProduct } from './store-products.service.js';
export { createProductAsOwner } from './store-products.edit.js';
export { listStoreProductsForAdmin, setStoreProductActive, type AdminStoreProductFilter, type AdminStoreProductRow } from './store-products.admin.js';

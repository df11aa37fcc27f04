// The orders module's public face for other modules. It alone writes store_orders and their lines.
export { ordersRoutes } from './orders.routes.js';
export { ORDER_EMAIL_PATHS, portalOrdersRoutes, type OrdersCancelled } from './orders.portal-routes.js';
export { abandonStaleOrders, cancelledPaidOrders, describeOrderPurchase, grantOrderPayment } from './order-payment.js';
export { placeOrder } from './place-order.js';
export { closeOrdersOfStore, deleteOrderAsAdmin, listOrdersForAdmin, setOrderStatusAsAdmin, type AdminOrderFilter, type OrderRefundsOwed } from './order-admin.js';
export { orderLink, orderStatusKey, orderStatusWords } from './order-alerts.js';

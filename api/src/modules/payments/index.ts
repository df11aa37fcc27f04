// The payments module's public face for other modules.
export { createPaymentsContext, type PaymentsContext } from './payments.context.js';
export { paymentsRoutes } from './payments.routes.js';
export { adminRefundsRoutes } from './payments.admin-refunds.routes.js';
export { reconcileJob, reconcilePayments } from './payments.reconcile.js';
export { findPaidPurchase, settlePaid } from './payments.service.js';
export { issueRefunds, refundCancelledOrders, refundWords, requestOrderRefunds } from './payments.refunds.js';

/** The Orders panel's texts; most are the spec's words (sections 2.3, 5 and 8). */
export const ordersMessages = {
  loadFailed: 'Failed to load orders',
  statusUpdated: (status: string) => `Order status updated to ${status}`,
  updateFailed: 'Failed to update order',
  deleted: 'Order deleted successfully',
  deleteFailed: 'Failed to delete order',
  empty: 'No orders found',
  emptyHint: 'Try adjusting your search or filter criteria',
  found: (n: number) => `${n} ${n === 1 ? 'order' : 'orders'} found`,
  reasonRequired: 'Please provide a cancellation reason',
  cancelTitle: (orderNumber: string) => `Cancel order ${orderNumber}?`,
  cancelDetail: 'The stock goes back to the store and the customer is e-mailed this reason.',
  deleteTitle: (orderNumber: string) => `Delete order ${orderNumber}?`,
  deleteDetail: 'This action cannot be undone. Stock the order still holds goes back to the store, and a paid order that was not delivered is refunded.',
} as const;

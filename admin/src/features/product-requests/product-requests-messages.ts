/** The Product Requests panel's texts (spec 3, sections 2.3 and 8). */
export const requestMessages = {
  loadFailed: 'Failed to fetch product requests',
  activated: 'Request activated successfully',
  deactivated: 'Request deactivated successfully',
  updateFailed: 'Failed to update request',
  deleted: 'Request deleted successfully',
  deleteFailed: 'Failed to delete request',
  empty: 'No product requests found.',
  emptyHint: 'Try another search or filter.',
} as const;
